import { stripBidiControls, stripControls } from './text-controls';

describe('stripBidiControls', () => {
  it.each([
    ['\u202Eevil\u202C', 'evil'],
    ['a\u202Ab\u202Bc\u202Cd\u202De\u202Ef', 'abcdef'],
    ['\u2066x\u2067y\u2068z\u2069', 'xyz'],
    ['\u200Eleft\u200Fright\u061C', 'leftright'],
    // Other invisible or joining characters people really type are kept.
    ['\u200Dzwj\u200Czwnj', '\u200Dzwj\u200Czwnj'],
    ['Лейла Гасанова', 'Лейла Гасанова'],
  ])('%j -> %j', (input, output) => {
    expect(stripBidiControls(input)).toBe(output);
  });
});

describe('stripControls', () => {
  it.each([
    ['\u0000abc', 'abc'],
    ['a\u0001b\u001Fc\u007Fd\u0085e\u009F', 'abcde'],
    ['\u202Eabc\u202C', 'abc'],
    // Tab and line breaks are white space, not controls of their own.
    ['a\tb\r\nc', 'a\tb\r\nc'],
    ['Üzeyir Hacıbəyov', 'Üzeyir Hacıbəyov'],
  ])('%j -> %j', (input, output) => {
    expect(stripControls(input)).toBe(output);
  });
});
