import { videoType } from './video';

describe('videoType', () => {
  it.each([
    ['/media/video/v-01.mp4', 'video/mp4'],
    ['/media/video/clip.WEBM', 'video/webm'],
    ['https://cdn.example/a.ogv?x=1', 'video/ogg'],
    ['/media/IMG_0042.MOV#t=1', 'video/mp4'],
    ['/media/no-extension', 'video/mp4'],
    ['/media/a.exe', 'video/mp4'],
  ])('%s is %s', (url, type) => {
    expect(videoType(url)).toBe(type);
  });
});
