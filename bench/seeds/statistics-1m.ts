/** The statistics suite's large history: the roll-ups of 1,000,000 orders (statistics-rollups.ts). */
import { statisticsSeeder } from './statistics-rollups.ts';

export default statisticsSeeder(1_000_000);
