import { youtubeEmbedUrl, youtubeId } from './youtube';

const ID = 'Mt4Kq8Zd1Yw';

describe('youtubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?autoplay=1&start=10`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abcDEF123&t=5`],
    [`youtu.be/${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://www.youtube.com/live/${ID}?si=x`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtube-nocookie.com/embed/${ID}?rel=0`],
    [`https://www.youtube.com/v/${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('finds the id in %s', (link) => {
    expect(youtubeId(link)).toBe(ID);
  });

  it.each([
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}x`],
    ['https://www.youtube.com/watch?v=abc$%^&*()12'],
    ['https://www.youtube.com/watch'],
    [`https://www.youtube.com/embed/${ID}/extra`],
    [`https://www.youtube.com/channel/${ID}`],
    [`https://youtu.be/${ID}/more`],
    ['https://youtu.be/'],
    [`https://vimeo.com/${ID}`],
    ['https://vimeo.com/123'],
    [`https://evil.example/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`javascript:alert('${ID}')`],
    [`ftp://youtube.com/watch?v=${ID}`],
    ['not a link'],
    [''],
    [null],
    [undefined],
  ])('rejects %s', (link) => {
    expect(youtubeId(link)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?enablejsapi=1`);
  });
});
