import { injectable } from 'inversify';
import type { FillSoundPort } from '../../application/member-trading/ports/fill-sound.port';

type AudioContextClass = new () => AudioContext;

/** A 120 ms beep made with WebAudio (no sound file); silent where WebAudio is missing or blocked. */
@injectable()
export class WebAudioFillSound implements FillSoundPort {
  private context: AudioContext | undefined;

  play(): void {
    try {
      const Ctor =
        (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }).AudioContext ??
        (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
      if (!Ctor) return;
      this.context ??= new Ctor();
      const ctx = this.context;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.08, ctx.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.12);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start();
      oscillator.stop(ctx.currentTime + 0.12);
    } catch {
      // Autoplay policy or no audio device: no sound.
    }
  }
}
