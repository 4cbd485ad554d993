import { describeGroup } from './gate';

describeGroup('beauty-manage', 'ar');
