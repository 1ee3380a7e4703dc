import { describeStoryShard } from './stories.runner';

describeStoryShard(8);
