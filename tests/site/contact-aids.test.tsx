import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSULTING_ITEMS, sentEnquiries } from '../../mocks/handlers/website';
import { CONTACT_TERMS } from '../../mocks/handlers/website-enquiry-aids';
import { server } from '../../mocks/node';
import {
  countSiteRequests,
  stopCountingSiteRequests,
} from '../../mocks/site-requests';
import { renderSite } from './helpers/render-site';

const CONTACT = '/w/menu/contact/6';

type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  sentEnquiries.length = 0;
  // No minimum fill time: the send goes at once.
  server.use(
    http.get('*/website/contact/form', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          formToken: 'mock-form-token',
          minFillSeconds: 0,
          consultingItems: CONSULTING_ITEMS,
        },
      }),
    ),
  );
});
afterEach(() => stopCountingSiteRequests());

async function openForm() {
  renderSite(CONTACT);
  await screen.findByRole('form', { name: 'お問い合わせフォーム' });
  // The fields are enabled once the page runs.
  await waitFor(() => expect(screen.getByLabelText('郵便番号')).toBeEnabled());
  return {
    postal: screen.getByLabelText('郵便番号') as HTMLInputElement,
    address: screen.getByLabelText('住所') as HTMLInputElement,
  };
}

const filledNote =
  '住所を自動入力しました。続けて番地・建物名をご入力ください。';

async function retype(user: User, input: HTMLInputElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

describe('contact form: address from the postal code', () => {
  it('fills prefecture, city and town from a 7-digit code typed in either width, with or without hyphen', async () => {
    const user = userEvent.setup();
    const { postal, address } = await openForm();
    expect(
      screen.getByText(
        '7桁の郵便番号を入力すると、住所の一部を自動で入力します',
      ),
    ).toBeInTheDocument();
    await user.type(postal, '１００－０００５');
    await waitFor(() => expect(address).toHaveValue('東京都千代田区丸の内'));
    // Read out as it changes, without the role the site keeps for loading.
    const note = screen.getByText(filledNote);
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(
      document.querySelector('#root [role="status"], [role="status"]'),
    ).toBeNull();

    // Another code replaces what the last fill wrote.
    await retype(user, postal, '5300001');
    await waitFor(() => expect(address).toHaveValue('大阪府大阪市北区梅田'));
    await retype(user, postal, '060-0000');
    await waitFor(() => expect(address).toHaveValue('北海道札幌市中央区'));
  });

  it('never overwrites what the visitor typed', async () => {
    const user = userEvent.setup();
    const { postal, address } = await openForm();
    await user.type(address, '大阪市北区梅田1-1-1');
    await user.type(postal, '1000005');
    expect(
      await screen.findByText('この郵便番号の住所：東京都千代田区丸の内'),
    ).toBeInTheDocument();
    expect(address).toHaveValue('大阪市北区梅田1-1-1');

    // Typed after a fill: a new code leaves it alone too.
    await user.clear(address);
    await retype(user, postal, '5300001');
    await waitFor(() => expect(address).toHaveValue('大阪府大阪市北区梅田'));
    await user.type(address, '1-1-1');
    await retype(user, postal, '1000005');
    expect(
      await screen.findByText('この郵便番号の住所：東京都千代田区丸の内'),
    ).toBeInTheDocument();
    expect(address).toHaveValue('大阪府大阪市北区梅田1-1-1');
  });

  it('fills the common part of a code several towns share and lets the visitor pick the town, keeping what follows', async () => {
    const user = userEvent.setup();
    const { postal, address } = await openForm();
    await user.type(postal, '452-0961');
    await waitFor(() => expect(address).toHaveValue('愛知県清須市'));
    const towns = screen.getByLabelText('町域');
    expect(
      [...(towns as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual([
      '町域を選択してください',
      '春日明河原',
      '春日一番割',
      '春日壱屋敷',
    ]);
    // None chosen until the visitor picks one.
    expect(towns).toHaveDisplayValue('町域を選択してください');
    await user.selectOptions(towns, '春日一番割');
    expect(address).toHaveValue('愛知県清須市春日一番割');
    expect(towns).toHaveDisplayValue('春日一番割');
    await user.type(address, '10番地');
    await user.selectOptions(towns, '春日壱屋敷');
    expect(address).toHaveValue('愛知県清須市春日壱屋敷10番地');
    // One town: no choice.
    await retype(user, postal, '1000005');
    await waitFor(() => expect(screen.queryByLabelText('町域')).toBeNull());
  });

  it('offers the whole addresses of a code shared by two prefectures, filling nothing until one is picked', async () => {
    const user = userEvent.setup();
    const { postal, address } = await openForm();
    await user.type(postal, '4980000');
    expect(
      await screen.findByText(
        'この郵便番号には複数の地域があります。町域を選ぶと住所欄に入力します。',
      ),
    ).toBeInTheDocument();
    expect(address).toHaveValue('');
    const towns = screen.getByLabelText('町域') as HTMLSelectElement;
    expect([...towns.options].map((o) => o.text)).toEqual([
      '町域を選択してください',
      '愛知県弥富市',
      '三重県桑名郡木曽岬町',
    ]);
    await user.selectOptions(towns, '三重県桑名郡木曽岬町');
    expect(address).toHaveValue('三重県桑名郡木曽岬町');
  });

  it('says when a code names no town, and asks nothing for an incomplete code', async () => {
    const user = userEvent.setup();
    const requests = countSiteRequests();
    const lookups = () =>
      requests.seen.filter((r) => r.path.startsWith('/website/postal/'));
    const { postal, address } = await openForm();
    await user.type(postal, '100-000');
    expect(lookups()).toEqual([]);
    await user.type(postal, '1');
    expect(
      await screen.findByText(
        'この郵便番号の住所が見つかりませんでした。住所を直接ご入力ください。',
      ),
    ).toBeInTheDocument();
    expect(lookups().map((r) => r.path)).toEqual(['/website/postal/1000001']);
    expect(address).toHaveValue('');
    server.use(http.get('*/website/postal/:code', () => HttpResponse.error()));
    await retype(user, postal, '1000005');
    expect(
      await screen.findByText(
        '住所を自動入力できませんでした。住所を直接ご入力ください。',
      ),
    ).toBeInTheDocument();
  });
});

describe('contact form: the promise worded from the response target', () => {
  async function send(user: User) {
    await openForm();
    await user.type(screen.getByLabelText('ご担当者名'), '山田 太郎');
    await user.type(screen.getByLabelText('フリガナ'), 'やまだ たろう');
    await user.type(screen.getByLabelText('電話番号'), '03-1234-5678');
    await user.type(screen.getByLabelText('メールアドレス'), 'taro@example.jp');
    await user.selectOptions(
      screen.getByLabelText('お問い合わせ項目'),
      '製品について',
    );
    await user.type(
      screen.getByLabelText('お問い合わせ内容'),
      'カタログを送ってください。',
    );
    await user.click(screen.getByLabelText('個人情報の取り扱いに同意する'));
    await user.click(
      screen.getByRole('button', { name: '入力内容を確認する' }),
    );
    await user.click(await screen.findByRole('button', { name: '送信する' }));
    await screen.findByRole('heading', {
      name: 'お問い合わせを受け付けました',
    });
  }

  const thanks = (within: string) =>
    `お問い合わせいただき、ありがとうございます。内容を確認のうえ、${within}に担当者よりご連絡いたします。`;

  it('promises whole days when the target makes whole days', async () => {
    await send(userEvent.setup());
    expect(
      await screen.findByText(thanks('3日以内（72時間以内）')),
    ).toBeInTheDocument();
  });

  it('promises hours otherwise', async () => {
    server.use(
      http.get('*/website/contact/terms', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: { ...CONTACT_TERMS, responseTargetHours: 36 },
        }),
      ),
    );
    await send(userEvent.setup());
    expect(await screen.findByText(thanks('36時間以内'))).toBeInTheDocument();
  });

  it('thanks without a time when the terms cannot be had', async () => {
    server.use(http.get('*/website/contact/terms', () => HttpResponse.error()));
    await send(userEvent.setup());
    expect(
      await screen.findByText(
        'お問い合わせいただき、ありがとうございます。内容を確認のうえ、担当者よりご連絡いたします。',
      ),
    ).toBeInTheDocument();
  });
});
