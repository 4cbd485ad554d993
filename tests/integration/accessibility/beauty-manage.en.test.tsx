import { describeGroup } from './gate';

describeGroup('beauty-manage', 'en');
