/** The posts feature's public entry: exactly what screens, app/ and other features use of it. */
export { HotPostCards } from './components/hot-post-cards';
export { PortableOperation } from './components/portable-operation';
export { PostList } from './components/post-list';
export { SinglePostEditor } from './components/single-post-editor';
export { ComposeForm } from './compose/compose-form';
export { PosterSelect } from './compose/poster-select';
export { POST_ID_PATTERN } from './rules';
