-- A news record whose content tries to run script in visitors' browsers
-- (e2e/public-site.spec.ts checks that none of it runs). Dated in the past
-- so it stays off the home page and the first news page.
INSERT INTO project_record (record_id, nav_id, title, subtitle, summary, content, content_blocks, pinned, display_type, create_time, create_by)
VALUES (
  9001, 5, '表示確認用のお知らせ', '確認', '危険なタグを含む本文の表示確認です。',
  '<p>本文は表示されます。</p>'
  || '<script>window.__pwned = "script"; alert("script")</script>'
  || '<img src="data:image/gif;base64,AAAA" onerror="window.__pwned = ''onerror''; alert(''onerror'')" alt="壊れた画像">'
  || '<a href="javascript:window.__pwned=''link'';alert(''link'')">危険なリンク</a>'
  || '<p><a href="https://example.com/">安全なリンク</a></p>'
  || '<iframe src="javascript:alert(''frame'')"></iframe>'
  || '<svg><script>window.__pwned = "svg"</script></svg>'
  || '<div onmouseover="window.__pwned = ''hover''">マウスを乗せる</div>',
  '[{"type":"text","title":"補足","body":"<img src=x onerror=\"window.__pwned=''block''\">補足の本文"}]',
  '0', '1', '2020-01-01 09:00:00', 'admin'
);
