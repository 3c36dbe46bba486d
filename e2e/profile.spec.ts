import { deflateSync } from 'node:zlib';
import { test, expect, signIn, signedIn, signOut } from './support/fixtures';
import { createLimitedUser } from './support/limited-user';

const SCREENS = 'test-results/screens';

/** A solid-colour RGB PNG of `size` × `size` pixels, made here. */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3).map((_, i) => [r, g, b][i % 3]),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('admin opens the personal centre from the avatar menu, renames himself and changes the avatar', async ({
  page,
}) => {
  await signedIn(page, 'admin');

  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Personal centre' }).click();
  await expect(page).toHaveURL(/#\/user\/profile$/);

  const info = page.getByRole('list', { name: 'Personal information' });
  await expect(info.getByRole('listitem')).toHaveText([
    /User name\s*admin/,
    /Phone number\s*15888888888/,
    /Email\s*ry@163\.com/,
    /Department\s*R&D Department \/ Chairman/,
    /Role\s*Super Administrator/,
    /Created\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
  ]);
  await page.screenshot({ path: `${SCREENS}/profile-centre.png` });

  // Basic info: the form checks its rules in the browser before anything is sent.
  const nickname = page.getByLabel('Nickname');
  await nickname.fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The nickname cannot be empty')).toBeVisible();
  await expect(
    page.getByText('Please enter a correct email address'),
  ).toBeVisible();

  await nickname.fill('Chief Admin');
  await page.getByLabel('Email').fill('chief@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Modified successfully').last()).toBeVisible();
  const userMenu = page.getByRole('button', { name: /User menu of/ });
  await expect(userMenu).toHaveAccessibleName('User menu of Chief Admin');
  await expect(info.getByText('chief@example.com')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Chief Admin');
  await expect(userMenu).toHaveAccessibleName('User menu of Chief Admin');

  // Avatar: pick a picture, crop, submit.
  await page.getByRole('button', { name: 'Click to upload an avatar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change avatar' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'orange.png',
    mimeType: 'image/png',
    buffer: solidPng(64, [255, 128, 0]),
  });
  const preview = dialog.getByRole('img', { name: 'Preview' });
  await expect(preview).toHaveAttribute('src', /^data:image\/png/);
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await page.screenshot({ path: `${SCREENS}/profile-avatar-cropper.png` });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Avatar updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  const avatarImg = page
    .getByRole('button', { name: 'Click to upload an avatar' })
    .locator('img');
  await expect(avatarImg).toHaveAttribute(
    'src',
    /^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/orange_\w+\.png$/,
  );
  const src = (await avatarImg.getAttribute('src'))!;
  await expect(userMenu.locator('img')).toHaveAttribute('src', src);
  // The stored file is a real PNG the browser can show (orange pixels).
  const colour = await avatarImg.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const [r, g, b] = ctx.getImageData(
      canvas.width / 2,
      canvas.height / 2,
      1,
      1,
    ).data;
    return [r, g, b];
  });
  expect(colour).toEqual([255, 128, 0]);

  await page.reload();
  await expect(
    page.getByRole('button', { name: /User menu of/ }).locator('img'),
  ).toHaveAttribute('src', src);
  await expect(avatarImg).toHaveAttribute('src', src);
  await expect(info.getByText('chief@example.com')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/profile-after-avatar.png` });
});

test('a user changes the password and signs in with the new one only', async ({
  page,
  request,
}) => {
  // A user of its own: the seeded accounts keep their passwords for the
  // journeys that follow, whatever happens here.
  const user = await createLimitedUser(request, 'e2e_pwd', []);
  try {
    await signedIn(page, user.userName, '/#/user/profile', user.password);
    await page.getByRole('tab', { name: 'Change password' }).click();

    await page.getByLabel('Old password').fill(user.password);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('other-one');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Length must be between 6 and 20 characters'),
    ).toBeVisible();
    await expect(
      page.getByText('The two passwords entered are inconsistent'),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/profile-password-rules.png` });

    await page.getByLabel('Old password').fill('wrong-old');
    await page.getByLabel('New password').fill('ryNewPass1');
    await page.getByLabel('Confirm password').fill('ryNewPass1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText(
        'Failed to change the password: the old password is wrong',
      ),
    ).toBeVisible();

    await page.getByLabel('Old password').fill(user.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(page.getByLabel('Old password')).toHaveValue('');

    await signOut(page);

    await signIn(page, user.userName, user.password);
    await expect(
      page.getByText('User does not exist or password is wrong'),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);

    await signIn(page, user.userName, 'ryNewPass1');
    await expect(page).toHaveURL(/#\/pc\/index$/);
  } finally {
    await user.remove();
  }
});
