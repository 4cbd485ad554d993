import { describeOtherLanguages } from './other-languages';

describeOtherLanguages(3);
