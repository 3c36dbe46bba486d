-- Demo website content (Japanese) so a fresh install's public site is not empty.

INSERT INTO project_navigation (nav_id, parent_id, ancestors, nav_name, main_name, en_name, link, nav_type, record_category, show_in_nav, order_num, create_by) VALUES
(1, 0, '0', 'ホーム', 'ようこそ', 'HOME', '', '2', 'home', '1', 1, 'admin'),
(2, 0, '0', '会社情報', '会社情報', 'COMPANY', '', '2', 'company', '1', 2, 'admin'),
(3, 0, '0', '事業内容', '事業内容', 'BUSINESS', '', '1', 'business', '1', 3, 'admin'),
(4, 0, '0', '製品情報', '製品情報', 'PRODUCTS', '', '3', 'product', '1', 4, 'admin'),
(5, 0, '0', 'お知らせ', 'お知らせ', 'INFORMATION', '', '1', 'informations', '1', 5, 'admin'),
(6, 0, '0', 'お問い合わせ', 'お問い合わせ', 'CONTACT', '', '5', 'contact', '1', 6, 'admin'),
(7, 2, '0,2', '会社概要', '会社概要', 'PROFILE', '', '2', 'company', '1', 1, 'admin'),
(8, 2, '0,2', '沿革', '沿革', 'HISTORY', '', '2', 'company', '1', 2, 'admin'),
(9, 3, '0,3', 'ウェブ制作', 'ウェブ制作', 'WEB', '', '1', 'business', '1', 1, 'admin'),
(10, 3, '0,3', 'システム開発', 'システム開発', 'SYSTEMS', '', '1', 'business', '1', 2, 'admin'),
(11, 4, '0,4', '業務用機器', '業務用機器', 'EQUIPMENT', '', '3', 'product', '1', 1, 'admin'),
(12, 4, '0,4', 'ソフトウェア', 'ソフトウェア', 'SOFTWARE', '', '3', 'product', '1', 2, 'admin'),
(13, 5, '0,5', '資料ダウンロード', '資料ダウンロード', 'DOWNLOADS', '', '1', 'downloads', '0', 1, 'admin');

INSERT INTO project_nav_record (nav_record_id, nav_id, title, subtitle, content, order_num, create_by) VALUES
(1, 1, '私たちについて', 'ABOUT US', '<p>株式会社サンプルは、ウェブとシステムで企業の成長を支えます。</p>', 1, 'admin'),
(2, 7, '会社概要', 'PROFILE', '<table><tr><th>社名</th><td>株式会社サンプル</td></tr><tr><th>設立</th><td>2010年4月1日</td></tr><tr><th>所在地</th><td>東京都千代田区丸の内1-1-1</td></tr></table>', 1, 'admin'),
(3, 8, '沿革', 'HISTORY', '<ul><li>2010年 創業</li><li>2015年 大阪支社開設</li><li>2022年 製品事業を開始</li></ul>', 1, 'admin');

INSERT INTO project_record (record_id, nav_id, title, subtitle, summary, content, content_blocks, pinned, display_type, total_views, order_num, create_by) VALUES
(1, 5, '新製品「サンプルスキャナー」を発売しました', 'ニュースリリース', '高速読み取りに対応した新製品を発売しました。', '<p>本日、新製品「サンプルスキャナー」の販売を開始しました。</p>', '[]', '1', '1', 12, 1, 'admin'),
(2, 5, '年末年始休業のお知らせ', 'お知らせ', '12月29日から1月3日まで休業いたします。', '<p>誠に勝手ながら、12月29日から1月3日まで休業とさせていただきます。</p>', '[]', '0', '1', 5, 2, 'admin'),
(3, 5, 'ウェブサイトをリニューアルしました', 'お知らせ', 'より見やすく、使いやすくなりました。', '<p>ウェブサイトを全面的にリニューアルしました。</p>', '[]', '0', '1', 3, 3, 'admin'),
(4, 9, 'コーポレートサイト制作', 'ウェブ制作', '企画からデザイン、運用まで一貫して支援します。', '<p>企業サイトの企画・デザイン・構築・運用をワンストップで提供します。</p>', '[{"type":"text","title":"特長","body":"多言語対応とアクセシビリティ"}]', '0', '2', 0, 1, 'admin'),
(5, 10, '業務システム開発', 'システム開発', '業務に合わせたシステムを開発します。', '<p>受発注・在庫・顧客管理など、業務に合わせたシステムを開発します。</p>', '[]', '0', '2', 0, 1, 'admin'),
(6, 13, '会社案内パンフレット', '資料', '会社案内をPDFでご覧いただけます。', '<p>会社案内パンフレット(PDF)です。</p>', '[]', '0', '1', 0, 1, 'admin');

INSERT INTO project_record_item (item_id, record_id, item_name, item_type, content, file_url, file_name, file_size, order_num, create_by) VALUES
(1, 6, '会社案内(PDF)', '2', '', '/profile/upload/demo/company.pdf', 'company.pdf', 0, 1, 'admin'),
(2, 4, '制作の流れ', '1', '<ol><li>ヒアリング</li><li>設計</li><li>制作</li><li>公開</li></ol>', '', '', 0, 1, 'admin');

INSERT INTO project_product (product_id, nav_id, product_name, subtitle, size, content_block, key_points, pinned, is_new, order_num, create_by) VALUES
(1, 11, 'サンプルスキャナー SC-100', '高速ドキュメントスキャナー', 'W300×D200×H150mm', '<p>毎分60枚の高速読み取りに対応。</p>', '高速読み取り;自動給紙;省電力', '1', '1', 1, 'admin'),
(2, 11, 'サンプルプリンター PR-200', '業務用レーザープリンター', 'W400×D380×H280mm', '<p>大量印刷に強い業務用モデル。</p>', '大量印刷;両面印刷', '0', '0', 2, 'admin'),
(3, 12, 'サンプル受発注クラウド', 'クラウド型受発注システム', '-', '<p>受発注業務をクラウドで一元管理。</p>', 'クラウド;多拠点対応;API連携', '0', '1', 1, 'admin');

INSERT INTO project_product_item (item_id, product_id, item_name, item_type, item_value, order_num, create_by) VALUES
(1, 1, '読み取り速度', '1', '60枚/分', 1, 'admin'),
(2, 1, '質量', '1', '3.2kg', 2, 'admin'),
(3, 2, '印刷速度', '1', '45枚/分', 1, 'admin'),
(4, 3, '対応ブラウザ', '1', 'Chrome / Edge / Safari', 1, 'admin');

SELECT setval(pg_get_serial_sequence('project_navigation', 'nav_id'), (SELECT max(nav_id) FROM project_navigation));
SELECT setval(pg_get_serial_sequence('project_nav_record', 'nav_record_id'), (SELECT max(nav_record_id) FROM project_nav_record));
SELECT setval(pg_get_serial_sequence('project_record', 'record_id'), (SELECT max(record_id) FROM project_record));
SELECT setval(pg_get_serial_sequence('project_record_item', 'item_id'), (SELECT max(item_id) FROM project_record_item));
SELECT setval(pg_get_serial_sequence('project_product', 'product_id'), (SELECT max(product_id) FROM project_product));
SELECT setval(pg_get_serial_sequence('project_product_item', 'item_id'), (SELECT max(item_id) FROM project_product_item));
