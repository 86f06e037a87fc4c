import { describeGoldenFiles } from '../../../test/support/golden-files.js';

describeGoldenFiles('TXT', 'txt');
