import { latinLang } from '../../components/eyebrow';
import {
  conformanceOf,
  criterionRows,
  japaneseDate,
  type A11yResults,
  type CriterionRow,
  type SuccessCriterion,
} from './results';

const RESULT: Record<CriterionRow['result'], string> = {
  pass: '適合',
  fail: '不適合',
  unverified: '未検証',
};

/** How a criterion was checked: axe's rule ids, the keyboard journeys, or not. */
function Method({ row }: { row: CriterionRow }) {
  const byAxe = row.method === 'axe' || row.method === 'axe+keyboard';
  const byKeyboard = row.method === 'keyboard' || row.method === 'axe+keyboard';
  if (!byAxe && !byKeyboard) return <>未検証</>;
  return (
    <ul className="site-a11y-methods">
      {byAxe && (
        <li>
          自動試験（axe-core）：
          {row.rules.map((rule, i) => (
            <span key={rule}>
              {i > 0 && '、'}
              <code lang="en">{rule}</code>
            </span>
          ))}
        </li>
      )}
      {byKeyboard && (
        <li>
          キーボード操作試験
          {row.journeys.length > 0 && (
            <>
              ：
              {row.journeys.map((name, i) => (
                <span key={name}>
                  {i > 0 && '、'}
                  <span lang={latinLang(name)}>{name}</span>
                </span>
              ))}
            </>
          )}
        </li>
      )}
    </ul>
  );
}

/**
 * The test results in the usual Japanese format: the statement (準拠 only
 * when every criterion passed), the day, the tool and pages, and the
 * checklist of success criteria — each with its result and how it was
 * checked.
 */
export function ResultsTable({
  results,
  criteria,
}: {
  results: A11yResults;
  criteria: SuccessCriterion[];
}) {
  const rows = criterionRows(criteria, results);
  const conformance = conformanceOf(rows);
  const count = (r: CriterionRow['result']) =>
    rows.filter((x) => x.result === r).length;
  return (
    <section className="site-block" aria-labelledby="a11y-results">
      <div className="site-block-head">
        <h2 id="a11y-results">試験結果</h2>
      </div>
      <p className="site-a11y-statement">
        当サイトは、JIS X 8341-3:2016 の適合レベル AA に
        <strong>{conformance}</strong>
        しています。
      </p>
      <dl className="site-a11y-facts">
        <dt>規格</dt>
        <dd>JIS X 8341-3:2016（WCAG 2.0 と同一）</dd>
        <dt>目標とする適合レベル</dt>
        <dd>AA</dd>
        <dt>適合の度合い</dt>
        <dd>{conformance}</dd>
        <dt>試験日</dt>
        <dd>{japaneseDate(results.generatedAt)}</dd>
        <dt>試験ツール</dt>
        <dd>
          <span lang="en">axe-core {results.axe}</span>
          （自動試験）、キーボードのみでの操作試験
        </dd>
        <dt>結果の内訳</dt>
        <dd>
          達成基準 {rows.length} 件のうち、適合 {count('pass')} 件、不適合{' '}
          {count('fail')} 件、未検証 {count('unverified')} 件
        </dd>
      </dl>
      <details className="site-a11y-pages">
        <summary>試験したページ（{results.pages.length} 件）</summary>
        <ul>
          {results.pages.map((p) => (
            <li key={p.state}>
              <span lang={latinLang(p.state)}>{p.state}</span>（
              <code>{p.url}</code>）：問題 {p.findings} 件
            </li>
          ))}
        </ul>
      </details>
      <div
        className="site-a11y-table"
        role="region"
        aria-labelledby="a11y-table-caption"
        tabIndex={0}
      >
        <table>
          <caption id="a11y-table-caption">
            試験結果表（達成基準チェックリスト）
          </caption>
          <thead>
            <tr>
              <th scope="col">達成基準</th>
              <th scope="col">適合レベル</th>
              <th scope="col">適用</th>
              <th scope="col">結果</th>
              <th scope="col">確認方法</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={`is-${row.result}`}>
                <th scope="row">
                  {row.id} {row.title}
                </th>
                <td>{row.level}</td>
                <td>{row.result === 'unverified' ? '未確認' : 'あり'}</td>
                <td>{RESULT[row.result]}</td>
                <td>
                  <Method row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
