/** The statistics suite's small history: the roll-ups of 10,000 orders (statistics-rollups.ts). */
import { statisticsSeeder } from './statistics-rollups.ts';

export default statisticsSeeder(10_000);
