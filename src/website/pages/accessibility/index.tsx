import criteriaFile from '../../a11y/criteria.json';
import { ColumnShell } from '../../components/column-shell';
import { useSiteTitle } from '../../hooks/use-site-title';
import { SITE } from '../../strings';
import type { ColumnPageProps } from '../column/column-page';
import type { A11yResults, SuccessCriterion } from './results';
import { ResultsTable } from './results-table';
import '../../styles/site-a11y.css';

// The committed results of the suite's last run (docs/accessibility.md),
// once `npm run a11y:results` has written them, and the criteria they are
// read against.
const files = import.meta.glob<{ default: unknown }>(
  '../../a11y/results.json',
  {
    eager: true,
  },
);
const results = files['../../a11y/results.json']?.default as
  | A11yResults
  | undefined;
const criteria = criteriaFile as SuccessCriterion[];

/**
 * The accessibility policy page (アクセシビリティ方針): the target, the scope,
 * how the site is tested, and the results of the last test run.
 */
export function AccessibilityPage({ top }: Pick<ColumnPageProps, 'top'>) {
  useSiteTitle([top.column.navName]);
  return (
    <ColumnShell column={top.column} images={top.images} trail={top.trail}>
      <div className="site-a11y">
        <section className="site-block" aria-labelledby="a11y-policy">
          <div className="site-block-head">
            <h2 id="a11y-policy">方針</h2>
          </div>
          <p>
            {SITE.companyName}
            は、年齢や障害の有無、利用する環境にかかわらず、どなたにも当サイトの情報をご利用いただけるよう、ウェブアクセシビリティの確保と向上に取り組みます。
          </p>
        </section>
        <section className="site-block" aria-labelledby="a11y-target">
          <div className="site-block-head">
            <h2 id="a11y-target">目標とする適合レベルと対象範囲</h2>
          </div>
          <dl className="site-a11y-facts">
            <dt>規格</dt>
            <dd>JIS X 8341-3:2016</dd>
            <dt>目標とする適合レベル</dt>
            <dd>AA</dd>
            <dt>対象範囲</dt>
            <dd>
              当サイト（<code>/w</code> 以下）のすべてのページ
            </dd>
          </dl>
        </section>
        <section className="site-block" aria-labelledby="a11y-method">
          <div className="site-block-head">
            <h2 id="a11y-method">試験の方法</h2>
          </div>
          <ul>
            <li>
              自動試験：<span lang="en">axe-core</span>
              により、WCAG 2.0 / 2.1 の適合レベル A・AA
              の規則を、すべての種類のページ（トップページ、各コンテンツページ、記事・製品の詳細、お問い合わせフォームの入力・エラー・確認・完了、ページが見つからない場合の案内、このページ）に、パソコンの画面幅（1366px）とスマートフォンの画面幅（375px）で適用します。
            </li>
            <li>
              キーボード操作試験：マウスを使わずキーボードだけで、お問い合わせの送信などの一連の操作ができることを確かめます。
            </li>
            <li>
              どちらの試験でも確かめていない達成基準は「未検証」と表示し、適合しているとは表明しません。
            </li>
          </ul>
        </section>
        {results ? (
          <ResultsTable results={results} criteria={criteria} />
        ) : (
          <section className="site-block" aria-labelledby="a11y-results">
            <div className="site-block-head">
              <h2 id="a11y-results">試験結果</h2>
            </div>
            <p>試験結果は準備中です。</p>
          </section>
        )}
      </div>
    </ColumnShell>
  );
}
