import { describeGroup } from './gate';

describeGroup('help-manage', 'ar');
