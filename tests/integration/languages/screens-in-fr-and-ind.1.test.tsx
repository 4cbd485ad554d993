import { describeOtherLanguages } from './other-languages';

describeOtherLanguages(1);
