import { describeOtherLanguages } from './other-languages';

describeOtherLanguages(2);
