/**
 * The demo's audio file: a short spoken-word stand-in (a soft two-tone chime, a
 * valid 8 kHz mono 16-bit WAV made here, so no binary sits in the repository)
 * attached to the OSHA material with its transcript, for the side sheet's player.
 */
export const SAMPLE_AUDIO_NAME = 'osha-toolbox-talk.wav';
export const SAMPLE_AUDIO_MATERIAL_ID = 'demo-material-osha';
export const SAMPLE_AUDIO_TRANSCRIPT =
  "Welcome to this week's toolbox talk. Before you service any machine, shut it down, isolate every energy source and put your own lock and tag on the disconnect. Try the start button to prove the machine is dead. Only the person who placed a lock removes it.";

export function sampleAudioWav(seconds = 1.5, rate = 8000): Uint8Array {
  const samples = Math.round(seconds * rate);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const tone = t < seconds / 2 ? 660 : 880;
    // Fades in and out so the chime does not click.
    const envelope = Math.min(1, t * 20, (seconds - t) * 20);
    view.setInt16(44 + i * 2, Math.round(Math.sin(2 * Math.PI * tone * t) * envelope * 6000), true);
  }
  return bytes;
}
