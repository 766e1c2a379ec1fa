import { stripTags } from './html';

describe('stripTags', () => {
  it.each([
    [
      '<p>His <em>Leyli and Majnun</em>, staged in 1908.</p>',
      'His Leyli and Majnun, staged in 1908.',
    ],
    ['<p>born in <strong>Baku</strong>.</p>', 'born in Baku.'],
    [
      '<h2>Life</h2><p>Born in Baku.</p><ul><li>Poet</li><li>Teacher</li></ul>',
      'Life. Born in Baku. Poet. Teacher',
    ],
    ['<p>One line<br>and the next</p>', 'One line and the next'],
    ['<p>Asked: </p><p>why?</p>', 'Asked: why?'],
    ['<p>Family</p>', 'Family'],
    ['a&nbsp;&amp;&nbsp;b <script>x()</script>c', 'a & b c'],
    // Entities decode once: escaped entity text stays text.
    ['<p>&amp;lt;poems&amp;gt; &lt;b&gt; &amp;quot;</p>', '&lt;poems&gt; <b> &quot;'],
  ])('%s', (html, text) => {
    expect(stripTags(html)).toBe(text);
  });
});
