-- The seed's external link to RuoYi's own site (menu 4) is not part of this
-- product: no menu leads to RuoYi's site or repository. Left alone when an
-- administrator has pointed it elsewhere.
DELETE FROM sys_role_menu
 WHERE menu_id = 4
   AND EXISTS (SELECT 1 FROM sys_menu WHERE menu_id = 4 AND path = 'http://ruoyi.vip');
DELETE FROM sys_menu WHERE menu_id = 4 AND path = 'http://ruoyi.vip';
