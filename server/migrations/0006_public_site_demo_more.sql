-- Public site demo, second part: descriptions for the business columns, a
-- fuller news article, enough news for a second list page, and the real size
-- of the brochure that server/demo-files puts into the upload root.

UPDATE project_navigation SET main_name = '企画からデザイン、公開後の運用まで一貫して支援します' WHERE nav_id = 9;
UPDATE project_navigation SET main_name = '業務に合わせたシステムを、使い続けられる形でつくります' WHERE nav_id = 10;
UPDATE project_navigation SET main_name = '公開後の更新・監視・改善まで、長く伴走します' WHERE nav_id = 16;

UPDATE project_record_item SET file_size = 209099 WHERE item_id = 1 AND file_url = '/profile/upload/demo/company.pdf';

UPDATE project_record SET content =
 '<p>株式会社サンプルは、高速ドキュメントスキャナー「サンプルスキャナー SC-100」を発売しました。</p><h3>主な特長</h3><ul><li>毎分60枚の高速読み取り</li><li>100枚まで連続で自動給紙</li><li>待機時の消費電力を従来比40%削減</li></ul><h3>発売概要</h3><table><tbody><tr><th>製品名</th><td>サンプルスキャナー SC-100</td></tr><tr><th>発売日</th><td>2025年4月15日</td></tr><tr><th>価格</th><td>オープン価格</td></tr></tbody></table><p>製品の詳細は<a href="#/w/menu/product/4/1">製品ページ</a>をご覧ください。</p>'
 WHERE record_id = 1;

INSERT INTO project_record (nav_id, title, subtitle, summary, content, content_blocks, pinned, display_type, total_views, order_num, create_time, create_by) VALUES
(5, 'ゴールデンウィーク休業のお知らせ', 'お知らせ', '5月3日から5月6日まで休業いたします。', '<p>誠に勝手ながら、2025年5月3日（土）から5月6日（火）まで休業とさせていただきます。</p>', '[]', '0', '1', 9, 8, '2025-04-25 09:00:00', 'admin'),
(5, '大阪支社を移転しました', 'お知らせ', '大阪支社は梅田サンプルタワー12階に移転しました。', '<p>業務拡大に伴い、大阪支社を下記へ移転いたしました。</p><p>〒530-0001 大阪府大阪市北区梅田1-1-1 梅田サンプルタワー12階</p>', '[]', '0', '1', 22, 9, '2025-01-20 09:00:00', 'admin'),
(5, 'ISO/IEC 27001 認証を更新しました', 'お知らせ', '情報セキュリティマネジメントシステムの認証を更新しました。', '<p>ISO/IEC 27001（情報セキュリティマネジメントシステム）の認証を更新いたしました。今後も情報資産の適切な管理に努めてまいります。</p>', '[]', '0', '1', 15, 10, '2024-11-05 09:00:00', 'admin'),
(5, 'ウェビナー「はじめてのクラウド移行」を開催します', 'イベント', '9月12日にオンラインセミナーを開催します。', '<p>2024年9月12日（木）14:00より、オンラインセミナー「はじめてのクラウド移行」を開催します。参加費は無料です。</p>', '[]', '0', '1', 31, 11, '2024-08-20 09:00:00', 'admin');
