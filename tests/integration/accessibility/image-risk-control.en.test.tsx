import { describeGroup } from './gate';

describeGroup('image-risk-control', 'en');
