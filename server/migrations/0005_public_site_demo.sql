-- More demo content for the public site (Japanese) so a fresh install looks
-- like a real corporate site: dated news, company and business pages, more
-- products with specifications. Staff can edit or delete all of it.

UPDATE project_record SET create_time = '2025-04-15 10:00:00' WHERE record_id = 1;
UPDATE project_record SET create_time = '2024-12-10 09:00:00' WHERE record_id = 2;
UPDATE project_record SET create_time = '2024-10-01 09:00:00' WHERE record_id = 3;
UPDATE project_record SET create_time = '2024-06-01 09:00:00' WHERE record_id IN (4, 5, 6);

UPDATE project_navigation SET main_name = 'テクノロジーで、ビジネスの明日をつくる。'
 WHERE nav_id = 1;
UPDATE project_navigation SET main_name = '私たちについて' WHERE nav_id = 2;
UPDATE project_navigation SET main_name = 'ウェブとシステムで、事業の成長を支えます' WHERE nav_id = 3;
UPDATE project_navigation SET main_name = '現場の声から生まれた製品' WHERE nav_id = 4;
UPDATE project_navigation SET main_name = '最新のお知らせ' WHERE nav_id = 5;
UPDATE project_navigation SET main_name = 'お気軽にご相談ください' WHERE nav_id = 6;

INSERT INTO project_navigation (nav_id, parent_id, ancestors, nav_name, main_name, en_name, nav_type, record_category, show_in_nav, order_num, create_by) VALUES
(14, 2, '0,2', '代表メッセージ', '代表メッセージ', 'MESSAGE', '2', 'company', '1', 0, 'admin'),
(15, 2, '0,2', 'アクセス', 'アクセス', 'ACCESS', '2', 'company', '1', 3, 'admin'),
(16, 3, '0,3', '運用・保守', '運用・保守', 'SUPPORT', '1', 'business', '1', 3, 'admin'),
(17, 4, '0,4', '周辺機器', '周辺機器', 'ACCESSORIES', '3', 'product', '1', 3, 'admin');

UPDATE project_nav_record SET content =
 '<p>株式会社サンプルは2010年の創業以来、ウェブサイト制作と業務システム開発を通じて、企業の「伝える」と「働く」を支えてきました。</p><p>お客様の現場に足を運び、課題を一緒に見つけ、使い続けられる仕組みをつくる。それが私たちの仕事です。</p>'
 WHERE nav_record_id = 1;
UPDATE project_nav_record SET content =
 '<table><tbody><tr><th>社名</th><td>株式会社サンプル</td></tr><tr><th>設立</th><td>2010年4月1日</td></tr><tr><th>資本金</th><td>5,000万円</td></tr><tr><th>代表者</th><td>代表取締役 佐藤 一郎</td></tr><tr><th>従業員数</th><td>86名（2025年4月現在）</td></tr><tr><th>所在地</th><td>〒100-0005 東京都千代田区丸の内1-1-1</td></tr><tr><th>事業内容</th><td>ウェブサイト制作、業務システム開発、業務用機器の販売</td></tr></tbody></table>'
 WHERE nav_record_id = 2;
UPDATE project_nav_record SET content =
 '<table><tbody><tr><th>2010年4月</th><td>東京都千代田区にて創業</td></tr><tr><th>2013年7月</th><td>業務システム開発事業を開始</td></tr><tr><th>2015年10月</th><td>大阪支社を開設</td></tr><tr><th>2019年3月</th><td>ISO/IEC 27001 認証を取得</td></tr><tr><th>2022年6月</th><td>業務用機器の製品事業を開始</td></tr><tr><th>2025年4月</th><td>新製品「サンプルスキャナー SC-100」を発売</td></tr></tbody></table>'
 WHERE nav_record_id = 3;

INSERT INTO project_nav_record (nav_id, title, subtitle, content, order_num, create_by) VALUES
(2, '会社情報', 'COMPANY', '<p>私たちの考え方、会社の概要と歩み、拠点をご紹介します。</p>', 1, 'admin'),
(3, '事業内容', 'BUSINESS', '<p>企画・設計から開発、公開後の運用まで。ウェブとシステムの両面から、お客様の事業をワンストップで支援します。</p>', 1, 'admin'),
(4, '製品情報', 'PRODUCTS', '<p>オフィスと現場の「困った」から生まれた、業務用機器とクラウドサービスです。</p>', 1, 'admin'),
(6, 'お問い合わせ', 'CONTACT', '<p>製品・サービスに関するご質問、お見積りのご依頼など、お気軽にお問い合わせください。担当者より3営業日以内にご連絡いたします。</p>', 1, 'admin'),
(14, '代表メッセージ', 'MESSAGE', '<p>私たちは「使い続けられる仕組み」をつくる会社です。流行の技術を追うのではなく、お客様の業務に本当に合うものを、誠実に、丁寧に。</p><p>これからも一社一社と長く向き合い、共に成長するパートナーであり続けます。</p><p style="text-align:right">代表取締役 佐藤 一郎</p>', 1, 'admin'),
(15, '本社', 'HEAD OFFICE', '<p>〒100-0005 東京都千代田区丸の内1-1-1 サンプルビル8階</p><p>JR「東京駅」丸の内北口より徒歩3分<br>TEL：03-1234-5678（平日 9:00〜18:00）</p>', 1, 'admin'),
(15, '大阪支社', 'OSAKA BRANCH', '<p>〒530-0001 大阪府大阪市北区梅田1-1-1 梅田サンプルタワー12階</p><p>JR「大阪駅」中央口より徒歩5分<br>TEL：06-1234-5678（平日 9:00〜18:00）</p>', 2, 'admin');

INSERT INTO project_record (nav_id, title, subtitle, summary, content, content_blocks, pinned, display_type, total_views, order_num, create_time, create_by) VALUES
(5, '「ビジネス機器展 2025」に出展します', 'イベント', '6月に東京ビッグサイトで開催される展示会に出展します。', '<p>2025年6月18日（水）〜20日（金）に東京ビッグサイトで開催される「ビジネス機器展 2025」に出展いたします。</p><p>ブースでは新製品「サンプルスキャナー SC-100」の実演を行います。ぜひお立ち寄りください。</p>', '[]', '0', '1', 41, 4, '2025-05-20 10:00:00', 'admin'),
(5, '夏季休業のお知らせ', 'お知らせ', '8月13日から8月16日まで休業いたします。', '<p>誠に勝手ながら、2025年8月13日（水）から8月16日（土）まで夏季休業とさせていただきます。期間中のお問い合わせは、8月18日（月）以降に順次ご回答いたします。</p>', '[]', '0', '1', 18, 5, '2025-07-25 09:00:00', 'admin'),
(5, '2026年度 新卒採用のエントリー受付を開始しました', '採用', 'エンジニア・デザイナー職の新卒採用エントリーを開始しました。', '<p>2026年4月入社の新卒採用エントリーの受付を開始しました。</p><ul><li>募集職種：システムエンジニア、ウェブデザイナー</li><li>勤務地：東京本社、大阪支社</li></ul><p>詳しくは採用説明会にてご案内いたします。</p>', '[]', '0', '1', 63, 6, '2025-03-01 09:00:00', 'admin'),
(5, '「サンプル受発注クラウド」に在庫連携機能を追加しました', 'サービス', '受発注と在庫をリアルタイムに連携できるようになりました。', '<p>クラウド型受発注システム「サンプル受発注クラウド」に、在庫管理システムとの連携機能を追加しました。受注と同時に在庫が引き当てられ、欠品の見落としを防ぎます。</p>', '[]', '0', '1', 27, 7, '2025-02-12 09:00:00', 'admin'),
(9, 'ECサイト構築', 'ウェブ制作', '商品数の多いECサイトも、運用しやすい仕組みで構築します。', '<p>商品登録から受注管理、決済まで、運用担当者が使いやすいECサイトを構築します。既存の基幹システムとの連携にも対応します。</p>', '[]', '0', '2', 0, 2, '2024-06-01 09:00:00', 'admin'),
(9, 'アクセシビリティ診断', 'ウェブ制作', 'JIS X 8341-3 に基づく診断と改善をご提案します。', '<p>JIS X 8341-3:2016 に基づいてウェブサイトを診断し、改善の優先順位と具体的な修正方法をご提案します。</p>', '[]', '0', '2', 0, 3, '2024-06-01 09:00:00', 'admin'),
(10, 'クラウド移行支援', 'システム開発', 'オンプレミスのシステムを段階的にクラウドへ移行します。', '<p>現行システムを調査し、業務を止めずに段階的にクラウドへ移行する計画を立て、実行まで支援します。</p>', '[]', '0', '2', 0, 2, '2024-06-01 09:00:00', 'admin'),
(16, '保守・運用サービス', '運用・保守', '公開後の更新、監視、障害対応までお任せください。', '<p>サイトやシステムの公開後も、定期更新・24時間監視・障害対応・改善提案まで継続して支援します。</p>', '[]', '0', '2', 0, 1, '2024-06-01 09:00:00', 'admin'),
(16, 'ヘルプデスク', '運用・保守', '操作方法のご質問に専任スタッフがお答えします。', '<p>導入したシステムの操作方法やトラブルについて、専任スタッフが電話とメールでお答えします。</p>', '[]', '0', '2', 0, 2, '2024-06-01 09:00:00', 'admin');

INSERT INTO project_product (product_id, nav_id, product_name, subtitle, size, content_block, key_points, pinned, is_new, order_num, create_by) VALUES
(4, 11, 'サンプルラベラー LB-50', '卓上ラベルプリンター', 'W180×D220×H160mm', '<p>出荷ラベルや商品ラベルを、パソコンやタブレットから手軽に印刷できる卓上モデルです。</p>', '卓上サイズ;Wi-Fi対応;バーコード印刷', '0', '0', 3, 'admin'),
(5, 12, 'サンプル勤怠クラウド', 'クラウド型勤怠管理システム', '-', '<p>打刻から集計、給与ソフトへの連携まで。多様な働き方に合わせて設定できる勤怠管理システムです。</p>', 'スマホ打刻;シフト管理;給与連携', '0', '0', 2, 'admin'),
(6, 17, '専用スキャナースタンド ST-10', 'SC-100 用スタンド', 'W320×D260×H90mm', '<p>サンプルスキャナー SC-100 専用の角度調整スタンドです。省スペースで設置できます。</p>', '角度調整;省スペース', '0', '1', 1, 'admin');

INSERT INTO project_product_item (product_id, item_name, item_type, item_value, order_num, create_by) VALUES
(1, '読み取り解像度', '1', '最大600dpi', 3, 'admin'),
(1, '給紙枚数', '1', '100枚', 4, 'admin'),
(1, 'インターフェース', '1', 'USB 3.2 / 有線LAN / Wi-Fi', 5, 'admin'),
(2, '最大用紙サイズ', '1', 'A3', 2, 'admin'),
(2, '質量', '1', '24.5kg', 3, 'admin'),
(3, '利用料金', '1', '月額 30,000円〜（税別）', 2, 'admin'),
(3, '導入期間', '1', '最短2週間', 3, 'admin'),
(4, '印刷方式', '1', '感熱式', 1, 'admin'),
(4, 'ラベル幅', '1', '20〜58mm', 2, 'admin'),
(5, '利用料金', '1', '1ユーザー 月額 300円〜（税別）', 1, 'admin'),
(5, '対応端末', '1', 'PC / スマートフォン / ICカードリーダー', 2, 'admin'),
(6, '対応機種', '1', 'サンプルスキャナー SC-100', 1, 'admin'),
(6, '角度', '1', '0〜30度（5段階）', 2, 'admin');

SELECT setval(pg_get_serial_sequence('project_navigation', 'nav_id'), (SELECT max(nav_id) FROM project_navigation));
SELECT setval(pg_get_serial_sequence('project_product', 'product_id'), (SELECT max(product_id) FROM project_product));
