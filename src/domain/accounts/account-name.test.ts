import { accountName, splitPersonName } from './account-name';

describe('accountName: the one name the product shows for a person', () => {
  const account = { accountName: 'Nora Newbie', accountEmail: 'nora@example.com' };

  it('is the sign-up name until a profile holds a name', () => {
    expect(accountName(account)).toBe('Nora Newbie');
  });

  it("is an influencer profile's first and last name once setup saved them", () => {
    expect(accountName({ ...account, influencerFirstName: ' Neha ', influencerLastName: 'Bhatt' })).toBe('Neha Bhatt');
  });

  it('keeps the sign-up name while the profile has only one of the two names', () => {
    expect(accountName({ ...account, influencerFirstName: 'Neha', influencerLastName: '' })).toBe('Nora Newbie');
  });

  it("is the brand's primary contact name when the contact is this account (same e-mail, any case)", () => {
    expect(accountName({ ...account, brandContactName: 'Nora Menon', brandContactEmail: 'NORA@example.com' })).toBe('Nora Menon');
  });

  it('ignores a primary contact who is someone else', () => {
    expect(accountName({ ...account, brandContactName: 'Ravi Rao', brandContactEmail: 'ravi@example.com' })).toBe('Nora Newbie');
  });

  it('is null without any name (the shell then shows the e-mail)', () => {
    expect(accountName({ accountName: '  ', accountEmail: 'x@example.com' })).toBeNull();
  });
});

describe('splitPersonName: the sign-up name as first and last name (setup prefill)', () => {
  it.each([
    ['Nora Newbie', 'Nora', 'Newbie'],
    ['Anne Marie  Dsouza', 'Anne Marie', 'Dsouza'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    [null, '', ''],
  ])('%j -> %j + %j', (name, firstName, lastName) => {
    expect(splitPersonName(name)).toEqual({ firstName, lastName });
  });
});
