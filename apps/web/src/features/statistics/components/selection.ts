import { create } from 'zustand';
import { presetRange, type DayRange, type Preset } from './range.ts';

/** What the 统计 tab shows: whose figures (0 everyone) over which days, and how the days were chosen. */
export interface Selection {
  clerkId: number;
  preset: Preset | 'custom';
  range: DayRange;
}

/**
 * The tab's selection outlives the page, so coming back from a detail page shows the same range; the detail pages
 * themselves take theirs from their link, which a bookmark keeps.
 */
export const useSelection = create<Selection>()(() => ({
  clerkId: 0,
  preset: 'today',
  range: presetRange('today'),
}));

export const choosePreset = (preset: Preset) => useSelection.setState({ preset, range: presetRange(preset) });
export const chooseRange = (range: DayRange) => useSelection.setState({ preset: 'custom', range });
export const chooseStaff = (clerkId: number) => useSelection.setState({ clerkId });
