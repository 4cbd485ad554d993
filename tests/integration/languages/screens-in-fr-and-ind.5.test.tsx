import { describeOtherLanguages } from './other-languages';

describeOtherLanguages(5);
