import { SinglePostEditor } from '../../features/posts';

/** Single Post Editor: one post by ID; content, topic and score (the score cannot be empty). */
export default function SinglePostEdit() {
  return <SinglePostEditor />;
}
