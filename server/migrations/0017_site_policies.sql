-- Pages a Japanese corporate site is expected to have (issue 14): the
-- privacy policy (個人情報保護方針), the site policy (サイトポリシー) and a
-- sitemap page. Each is a shown top-level column kept out of the header
-- (show_in_nav '0'; the footer links them); the policies' texts are the
-- columns' copy records, which staff edit like any other (Project > Nav record).
-- The categories 'privacy', 'policy' and 'sitemap' are how the site finds them.

INSERT INTO project_navigation (parent_id, ancestors, nav_name, main_name, en_name, nav_type, record_category, show_in_nav, order_num, create_by)
SELECT 0, '0', v.nav_name, v.nav_name, v.en_name, v.nav_type, v.category, '0', v.order_num, 'admin'
  FROM (VALUES
    ('個人情報保護方針', 'PRIVACY POLICY', '2', 'privacy', 90),
    ('サイトポリシー', 'SITE POLICY', '2', 'policy', 91),
    ('サイトマップ', 'SITEMAP', '1', 'sitemap', 92)
  ) AS v(nav_name, en_name, nav_type, category, order_num)
 WHERE NOT EXISTS (
   SELECT 1 FROM project_navigation n
    WHERE n.record_category = v.category AND n.del_flag = '0'
 );

INSERT INTO project_nav_record (nav_id, title, subtitle, content, order_num, create_by)
SELECT n.nav_id, '個人情報保護方針', 'PRIVACY POLICY',
  '<p>株式会社サンプル（以下「当社」）は、お客様からお預かりする個人情報の重要性を認識し、個人情報の保護に関する法律その他の関係法令を遵守するとともに、以下の方針に基づき個人情報を適切に取り扱います。</p>'
  || '<h3>1. 個人情報の取得</h3><p>当社は、お問い合わせフォーム等を通じて、適法かつ公正な手段により個人情報を取得します。</p>'
  || '<h3>2. 利用目的</h3><p>取得した個人情報は、お問い合わせへの回答、ご依頼いただいた資料の送付、当社製品・サービスに関するご連絡のために利用し、その他の目的には利用しません。</p>'
  || '<h3>3. 第三者への提供</h3><p>法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供することはありません。</p>'
  || '<h3>4. 安全管理</h3><p>個人情報への不正アクセス、紛失、破壊、改ざん及び漏えいを防止するため、必要かつ適切な安全管理措置を講じます。</p>'
  || '<h3>5. 開示・訂正・利用停止等</h3><p>ご本人から個人情報の開示、訂正、利用停止等のご請求があった場合は、ご本人であることを確認のうえ、法令に従い遅滞なく対応します。</p>'
  || '<h3>6. お問い合わせ窓口</h3><p>個人情報の取り扱いに関するお問い合わせは、下記までご連絡ください。<br>株式会社サンプル 個人情報お問い合わせ窓口<br>〒100-0005 東京都千代田区丸の内1-1-1 サンプルビル8階<br>TEL：03-1234-5678（平日 9:00〜18:00）</p>'
  || '<p>制定日：2025年4月1日<br>株式会社サンプル 代表取締役 佐藤 一郎</p>',
  1, 'admin'
  FROM project_navigation n
 WHERE n.record_category = 'privacy' AND n.del_flag = '0'
   AND NOT EXISTS (SELECT 1 FROM project_nav_record r WHERE r.nav_id = n.nav_id);

INSERT INTO project_nav_record (nav_id, title, subtitle, content, order_num, create_by)
SELECT n.nav_id, 'サイトポリシー', 'SITE POLICY',
  '<p>株式会社サンプル（以下「当社」）のウェブサイト（以下「本サイト」）をご利用いただく前に、以下の事項をご確認ください。本サイトをご利用いただいた場合は、本ポリシーに同意いただいたものとみなします。</p>'
  || '<h3>著作権について</h3><p>本サイトに掲載されている文章、画像、ロゴ等の著作権は、当社または正当な権利者に帰属します。私的使用その他法律で認められる範囲を超えて、無断で複製、転載、改変することを禁じます。</p>'
  || '<h3>リンクについて</h3><p>本サイトへのリンクは原則として自由です。ただし、本サイトの内容を誤認させる形式や、公序良俗に反するサイトからのリンクはお断りします。</p>'
  || '<h3>免責事項</h3><p>当社は本サイトに掲載する情報の正確性に注意を払っていますが、その内容を保証するものではありません。本サイトの利用により生じたいかなる損害についても、当社は責任を負いません。掲載内容は予告なく変更または削除することがあります。</p>'
  || '<h3>推奨環境</h3><p>本サイトは、Google Chrome、Microsoft Edge、Safari、Firefox の最新版でご覧いただくことを推奨します。JavaScript が無効の場合、一部の機能をご利用いただけません。</p>'
  || '<h3>個人情報の取り扱い</h3><p>本サイトでお預かりする個人情報は、当社の個人情報保護方針に従って適切に取り扱います。</p>',
  1, 'admin'
  FROM project_navigation n
 WHERE n.record_category = 'policy' AND n.del_flag = '0'
   AND NOT EXISTS (SELECT 1 FROM project_nav_record r WHERE r.nav_id = n.nav_id);

-- The access page's offices each get a map link (Google Maps search for the
-- address, new tab); staff can edit or remove it like the rest of the copy.
UPDATE project_nav_record
   SET content = content || '<p><a href="https://www.google.com/maps/search/?api=1&amp;query=' || v.query || '" target="_blank" rel="noopener noreferrer">Google マップで見る</a></p>'
  FROM (VALUES
    ('本社', '%E6%9D%B1%E4%BA%AC%E9%83%BD%E5%8D%83%E4%BB%A3%E7%94%B0%E5%8C%BA%E4%B8%B8%E3%81%AE%E5%86%851-1-1'),
    ('大阪支社', '%E5%A4%A7%E9%98%AA%E5%BA%9C%E5%A4%A7%E9%98%AA%E5%B8%82%E5%8C%97%E5%8C%BA%E6%A2%85%E7%94%B01-1-1')
  ) AS v(title, query)
 WHERE project_nav_record.nav_id = 15
   AND project_nav_record.title = v.title
   AND project_nav_record.content NOT LIKE '%google.com/maps%';
