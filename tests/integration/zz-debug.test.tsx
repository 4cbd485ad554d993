import axe from 'axe-core';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { settle } from './axe';
import { existingSession, renderApp } from './render-app';

const present = (s: string) => () => {
  if (!document.querySelector(s)) throw new Error('no ' + s);
};

it.each([
  ['/user-manage/set-white-list', 'en'],
  ['/version-manage/uploadImgFile', 'en'],
  ['/', 'en'],
  ['/', 'ar'],
  ['/permissions-manage/menu', 'ar'],
  ['/permissions-manage/menu', 'en'],
])(
  'debug %s %s',
  async (path, lang) => {
    if (lang === 'ar') await setLanguage('ar');
    await existingSession('admin');
    renderApp(path);
    await settle(present(path === '/' ? '.home h2' : '.shell__screen h1'));
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    const out: string[] = [];
    for (const v of r.violations.filter((v) =>
      ['aria-hidden-focus', 'target-size', 'label-content-name-mismatch'].includes(v.id),
    )) {
      for (const n of v.nodes)
        out.push(`${v.id} ${n.target.join(' ')} :: ${n.html.slice(0, 400)} :: ${n.failureSummary}`);
    }
    for (const v of r.incomplete.filter((v) => v.id === 'color-contrast')) {
      for (const n of v.nodes)
        out.push(
          `INCOMPLETE ${v.id} ${n.target.join(' ')} :: ${n.html.slice(0, 200)} :: ${JSON.stringify(n.any.map((c) => c.message))}`,
        );
    }
    for (const m of document.querySelectorAll('.ant-table-measure-row'))
      out.push('MEASURE ' + m.outerHTML.slice(0, 1500));
    console.log(`=== ${path} ${lang}\n` + out.join('\n'));
  },
  30000,
);
