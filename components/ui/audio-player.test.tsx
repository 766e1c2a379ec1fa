import { playerTime } from './audio-player';

test('a length as the player writes it', () => {
  expect(playerTime(6.4)).toBe('00:06');
  expect(playerTime(59.99)).toBe('00:59');
  expect(playerTime(600)).toBe('10:00');
  expect(playerTime(3725)).toBe('1:02:05');
  expect(playerTime(312, 3725)).toBe('0:05:12');
});
