import { injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import type { CredentialPickerPort, PickedIdentity } from '../../application/auth/ports/credential-picker.port';

export type PickerProvider = 'google.com' | 'apple.com';

/** The local provider picker (emulator): the adapter asks, the modal answers. */
@injectable()
export class ProviderPickerStore implements CredentialPickerPort {
  provider: PickerProvider | undefined = undefined;
  private resolve: ((identity: PickedIdentity | undefined) => void) | undefined;

  constructor() {
    makeObservable<ProviderPickerStore, 'resolve'>(this, {
      provider: observable,
      open: action,
      choose: action,
      cancel: action,
      resolve: false,
    });
  }

  pick(provider: PickerProvider): Promise<PickedIdentity | undefined> {
    this.resolve?.(undefined);
    return new Promise((resolve) => this.open(provider, resolve));
  }

  open(provider: PickerProvider, resolve: (identity: PickedIdentity | undefined) => void): void {
    this.provider = provider;
    this.resolve = resolve;
  }

  choose(identity: PickedIdentity): void {
    this.finish(identity);
  }

  cancel(): void {
    this.finish(undefined);
  }

  private finish(identity: PickedIdentity | undefined): void {
    const resolve = this.resolve;
    this.resolve = undefined;
    this.provider = undefined;
    resolve?.(identity);
  }
}

/** A stable subject per email, so choosing the same email again signs in the same emulator user. */
export const subjectFor = (provider: PickerProvider, email: string): string =>
  `${provider === 'google.com' ? 'google' : 'apple'}-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')}`;
