import { voiceLabel } from './voice-label';

describe('voiceLabel', () => {
  it.each([
    ['az', 'Azərbaycan dilində'],
    ['en', 'In english'],
    ['ru', 'На русском языке'],
    ['de', ''],
    ['AZ', ''],
    ['constructor', ''],
    ['', ''],
  ])('%s -> %j', (lang, label) => {
    expect(voiceLabel(lang)).toBe(label);
  });
});
