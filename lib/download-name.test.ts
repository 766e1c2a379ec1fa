import { downloadDisposition } from './download-name';

describe('the file name', () => {
  it.each([
    ['Üzeyir Hacıbəyov', 'Uzeyir-Hacibeyov.ics', 'Üzeyir-Hacıbəyov.ics'],
    ['Узеир Гаджибеков', 'Uzeir-Gajibekov.ics', 'Узеир-Гаджибеков.ics'],
    ['Aliagha Shukurov', 'Aliagha-Shukurov.ics', 'Aliagha-Shukurov.ics'],
    ['ŞÜKÜROV Əli İsmayıl', 'SUKUROV-Eli-Ismayil.ics', 'ŞÜKÜROV-Əli-İsmayıl.ics'],
    ['Щукин Юрий', 'Sukin-Yuriy.ics', 'Щукин-Юрий.ics'],
    ['李白', 'xatire.ics', '李白.ics'],
    ['ЮСИФОВ Низами', 'YUSIFOV-Nizami.ics', 'ЮСИФОВ-Низами.ics'],
    ['Łukasz Đorđević', 'Lukasz-Dordevic.ics', 'Łukasz-Đorđević.ics'],
    ['Київ', 'Kiyiv.ics', 'Київ.ics'],
    ['Аи\u0306дын', 'Aydin.ics', 'Айдын.ics'],
    ['"; rm -rf /', 'rm-rf.ics', 'rm-rf.ics'],
    ['***', 'xatire.ics', 'xatire.ics'],
  ])('%s', (name, ascii, utf8) => {
    expect(downloadDisposition(name, 'ics')).toBe(
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`,
    );
  });
});

describe('a long name', () => {
  it('is cut by characters, never inside one', () => {
    const name = `${'Ə'.repeat(79)}\u{20000}bəy`;
    const header = downloadDisposition(name, 'ics');
    expect(header).toContain(encodeURIComponent(`${'Ə'.repeat(79)}\u{20000}.ics`));
  });
});

describe('an archive', () => {
  it('is named as the calendar file is, with its own extension', () => {
    expect(downloadDisposition('Əli Əliyev', 'zip')).toBe(
      `attachment; filename="Eli-Eliyev.zip"; filename*=UTF-8''${encodeURIComponent('Əli-Əliyev.zip')}`,
    );
  });
});
