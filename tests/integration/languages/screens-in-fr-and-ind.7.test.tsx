import { describeOtherLanguages } from './other-languages';

describeOtherLanguages(7);
