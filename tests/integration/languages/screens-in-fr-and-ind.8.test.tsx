import { describeOtherLanguages } from './other-languages';

describeOtherLanguages(8);
