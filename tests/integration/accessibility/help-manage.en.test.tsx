import { describeGroup } from './gate';

describeGroup('help-manage', 'en');
