import { initials } from './initials';

describe('initials of a portrait without a photo', () => {
  it.each([
    ['Hacı Əhməd Hacıyev', 'HH'],
    ['Fatma xanım Hacıyeva', 'FH'],
    ['Гаджи Ахмед Гаджиев', 'ГГ'],
    ['Əli Vəli oğlu Quliyev', 'ƏQ'],
    ['Məmmədov Elvin Rasim oğlu', 'ME'],
    ['Quliyeva Aygün Vəli qızı', 'QA'],
    ['Гаджиев Ахмед Ибрагимович', 'ГА'],
    ['Алиева Лейла Гасановна', 'АЛ'],
    ['Əliağa Şükürov', 'ƏŞ'],
    ['Nizami', 'N'],
    ['  qız qalası ', 'QQ'],
    ['Əli-Ağa (1941) Şükürov', 'ƏŞ'],
    ['', ''],
    ['1941', ''],
  ])('%s: %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
