// A short chime (a new order, a new chat message), made with Web Audio so there is no sound file to load. Browsers
// only play sound after the page has been touched once; before that the toast and badge still carry the news.

let context: AudioContext | null = null;

/** Plays `frequencies` one after the other, 0.18 s apart. */
export function playChime(frequencies: readonly number[]): void {
  try {
    const Ctor =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    context ??= new Ctor();
    const now = context.currentTime;
    for (const [i, frequency] of frequencies.entries()) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.3, now + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.16);
      osc.connect(gain).connect(context.destination);
      osc.start(now + i * 0.18);
      osc.stop(now + i * 0.18 + 0.17);
    }
  } catch {
    // No audio device or not allowed yet: the toast and badge carry the news.
  }
}
