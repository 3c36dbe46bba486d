import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { CONSULTING_ITEMS, sentEnquiries } from '../../mocks/handlers/website';
import { server } from '../../mocks/node';
import { renderSite } from './helpers/render-site';

const CONTACT = '/w/menu/contact/6';

/** The form the server gives, with its minimum fill time in seconds. */
function formWithMinFill(seconds: number) {
  return http.get('*/website/contact/form', () =>
    HttpResponse.json({
      code: 200,
      msg: 'ok',
      data: {
        formToken: 'mock-form-token',
        minFillSeconds: seconds,
        consultingItems: CONSULTING_ITEMS,
      },
    }),
  );
}

async function openForm() {
  renderSite(CONTACT);
  return screen.findByRole('form', { name: 'お問い合わせフォーム' });
}

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('会社名'), '株式会社テスト');
  await user.type(screen.getByLabelText('ご担当者名'), '山田 太郎');
  await user.type(screen.getByLabelText('フリガナ'), 'やまだ　たろう');
  await user.type(
    screen.getByLabelText('電話番号'),
    '０３ー１２３４ー５６７８',
  );
  await user.type(
    screen.getByLabelText('メールアドレス'),
    'taro@example.co.jp',
  );
  await user.type(screen.getByLabelText('郵便番号'), '1000005');
  await user.selectOptions(
    screen.getByLabelText('お問い合わせ項目'),
    '製品について',
  );
  await user.type(
    screen.getByLabelText('お問い合わせ内容'),
    'スキャナーの見積りをお願いします。',
  );
  await user.click(screen.getByLabelText('個人情報の取り扱いに同意する'));
}

describe('public contact form', () => {
  beforeEach(() => {
    sentEnquiries.length = 0;
    server.use(formWithMinFill(0));
  });

  it('names every missing required field in Japanese and sends nothing', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(
      screen.getByRole('button', { name: '入力内容を確認する' }),
    );
    expect(
      screen.getByText(
        '入力内容に誤りがあります。各項目のメッセージをご確認ください。',
      ),
    ).toBeInTheDocument();
    for (const message of [
      'ご担当者名を入力してください',
      'フリガナを入力してください',
      '電話番号を入力してください',
      'メールアドレスを入力してください',
      'お問い合わせ項目を選択してください',
      'お問い合わせ内容を入力してください',
      '個人情報の取り扱いへの同意が必要です',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Optional fields say nothing.
    expect(screen.queryByText(/会社名を/)).toBeNull();
    expect(screen.getByLabelText('ご担当者名')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() =>
      expect(screen.getByLabelText('ご担当者名')).toHaveFocus(),
    );
    expect(sentEnquiries).toHaveLength(0);
  });

  it('checks formats and lengths as the server does', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(screen.getByLabelText('フリガナ'), '山田');
    await user.type(screen.getByLabelText('電話番号'), '03-12ab');
    await user.type(screen.getByLabelText('メールアドレス'), 'taro@@example');
    await user.type(screen.getByLabelText('郵便番号'), '1000-005');
    await user.type(screen.getByLabelText('お問い合わせ内容'), '短い');
    await user.type(screen.getByLabelText('ご担当者名'), 'あ'.repeat(51));
    await user.click(
      screen.getByRole('button', { name: '入力内容を確認する' }),
    );
    expect(
      screen.getByText('フリガナは全角カタカナで入力してください'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '電話番号は半角数字とハイフンで入力してください（例：03-1234-5678）',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('メールアドレスの形式が正しくありません'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('郵便番号は「123-4567」の形式で入力してください'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('お問い合わせ内容は10文字以上で入力してください'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('ご担当者名は50文字以内で入力してください'),
    ).toBeInTheDocument();
  });

  it('clears a message once the field is corrected', async () => {
    const user = userEvent.setup();
    await openForm();
    const email = screen.getByLabelText('メールアドレス');
    await user.type(email, 'taro');
    await user.tab();
    expect(
      screen.getByText('メールアドレスの形式が正しくありません'),
    ).toBeInTheDocument();
    await user.type(email, '@example.jp');
    expect(
      screen.queryByText('メールアドレスの形式が正しくありません'),
    ).toBeNull();
  });

  it('confirms, sends normalised values with the form token, and shows the success page', async () => {
    const user = userEvent.setup();
    await openForm();
    await fillValid(user);
    await user.click(
      screen.getByRole('button', { name: '入力内容を確認する' }),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByText('03-1234-5678')).toBeInTheDocument();
    expect(within(table).getByText('100-0005')).toBeInTheDocument();
    // The reading typed in hiragana, the address filled from the code.
    expect(within(table).getByText('ヤマダ タロウ')).toBeInTheDocument();
    expect(within(table).getByText('東京都千代田区丸の内')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(
      await screen.findByRole('heading', {
        name: 'お問い合わせを受け付けました',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'お問い合わせいただき、ありがとうございます。内容を確認のうえ、3日以内（72時間以内）に担当者よりご連絡いたします。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('000001')).toBeInTheDocument();
    expect(sentEnquiries).toEqual([
      expect.objectContaining({
        companyName: '株式会社テスト',
        contactName: '山田 太郎',
        nameReading: 'ヤマダ タロウ',
        phone: '03-1234-5678',
        postalCode: '100-0005',
        address: '東京都千代田区丸の内',
        consultingItem: '製品について',
        formToken: 'mock-form-token',
        homepage: '',
      }),
    ]);
  });

  it('holds a quick send until the form’s minimum fill time, showing that it is sending', async () => {
    // The wall clock stands still while the visitor fills the form (however
    // long the typing takes here), so the send comes "at once" and must
    // wait the whole 3 s, measured on the monotonic clock.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    let sentAt = 0;
    server.use(
      formWithMinFill(3),
      http.post('*/website/contact', () => {
        sentAt = performance.now();
      }),
    );
    try {
      const user = userEvent.setup();
      await openForm();
      await fillValid(user);
      await user.click(
        screen.getByRole('button', { name: '入力内容を確認する' }),
      );
      const clickedAt = performance.now();
      await user.click(await screen.findByRole('button', { name: '送信する' }));
      expect(
        await screen.findByRole('button', { name: '送信中…' }),
      ).toBeDisabled();
      expect(
        await screen.findByRole(
          'heading',
          { name: 'お問い合わせを受け付けました' },
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(sentEnquiries).toHaveLength(1);
      expect(sentAt - clickedAt).toBeGreaterThanOrEqual(2_900);
    } finally {
      clock.mockRestore();
    }
  });

  it('goes back to the fields with the server’s messages when it refuses them', async () => {
    server.use(
      http.post('*/website/contact', () =>
        HttpResponse.json({
          code: 500,
          msg: 'メールアドレスの形式が正しくありません',
          errors: { email: 'メールアドレスの形式が正しくありません' },
        }),
      ),
    );
    const user = userEvent.setup();
    await openForm();
    await fillValid(user);
    await user.click(
      screen.getByRole('button', { name: '入力内容を確認する' }),
    );
    await user.click(await screen.findByRole('button', { name: '送信する' }));
    expect(
      await screen.findByText('メールアドレスの形式が正しくありません'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue(
      'taro@example.co.jp',
    );
  });

  it('shows the rate limit message on the confirmation and keeps every value', async () => {
    const limit =
      '短時間に多くのお問い合わせが送信されたため、受付を一時停止しています。10分ほど時間をおいてから再度お送りいただくか、お急ぎの場合はお電話でお問い合わせください。';
    server.use(
      http.post('*/website/contact', () =>
        HttpResponse.json({ code: 429, msg: limit }),
      ),
    );
    const user = userEvent.setup();
    await openForm();
    await fillValid(user);
    await user.click(
      screen.getByRole('button', { name: '入力内容を確認する' }),
    );
    await user.click(await screen.findByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByRole('button', { name: '送信する' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '入力画面に戻る' }));
    expect(screen.getByLabelText('ご担当者名')).toHaveValue('山田 太郎');
  });

  it('asks for the captcha when it is on and sends its answer', async () => {
    db.captchaEnabled = true;
    const user = userEvent.setup();
    await openForm();
    expect(await screen.findByAltText('認証用の画像')).toBeInTheDocument();
    await fillValid(user);
    await user.click(
      screen.getByRole('button', { name: '入力内容を確認する' }),
    );
    expect(
      screen.getByText('画像認証の答えを入力してください'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('画像認証'), '4');
    await user.click(
      screen.getByRole('button', { name: '入力内容を確認する' }),
    );
    await user.click(await screen.findByRole('button', { name: '送信する' }));
    expect(
      await screen.findByRole('heading', {
        name: 'お問い合わせを受け付けました',
      }),
    ).toBeInTheDocument();
    expect(sentEnquiries[0]).toMatchObject({ code: '4' });
  });

  it('opens from the product page’s enquiry link with the topic and subject filled', async () => {
    const user = userEvent.setup();
    renderSite('/w/menu/product/4/1');
    await user.click(
      await screen.findByRole('link', { name: 'この製品について問い合わせる' }),
    );
    await screen.findByRole('form', { name: 'お問い合わせフォーム' });
    expect(location.hash).toMatch(/^#\/w\/menu\/contact\/6\?/);
    await waitFor(() =>
      expect(screen.getByLabelText('お問い合わせ項目')).toHaveValue(
        '製品について',
      ),
    );
    expect(screen.getByLabelText('お問い合わせ内容')).toHaveValue(
      '「サンプルスキャナー SC-100」について\n',
    );
  });

  it('fills the topic and subject from a product page link', async () => {
    renderSite(
      `${CONTACT}?item=製品について&subject=サンプルスキャナー SC-100`,
    );
    await screen.findByRole('form', { name: 'お問い合わせフォーム' });
    await waitFor(() =>
      expect(screen.getByLabelText('お問い合わせ項目')).toHaveValue(
        '製品について',
      ),
    );
    expect(screen.getByLabelText('お問い合わせ内容')).toHaveValue(
      '「サンプルスキャナー SC-100」について\n',
    );
  });
});
