import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { LinkTwitter, type TwitterFailure } from '../../application/social/link-twitter.use-case';
import { TwitterApiPort } from '../../application/social/ports/twitter-api.port';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Result } from '../../domain/shared/result';
import type { TwitterCallback, TwitterProfile } from '../../domain/social/twitter';
import { SessionStore } from '../session/session.store';
import { ProfileStore } from './profile.store';
import { failureCode } from '../shared/failure-code';

/** What the Twitter card says after an action. */
export type TwitterNotice =
  | { readonly kind: 'linked' | 'imageRemoved' | 'unlinked' | 'denied' | 'untrustedUrl' | 'unanswered' }
  | { readonly kind: 'coolName'; readonly coolName: string }
  | { readonly kind: 'refused'; readonly message: string };

const noticeOf = (failure: TwitterFailure): TwitterNotice =>
  failure.kind === 'refused'
    ? { kind: 'refused', message: failure.message }
    : failure.kind === 'denied' || failure.kind === 'untrustedUrl'
      ? { kind: failure.kind }
      : { kind: 'unanswered' };

/** Your own profile's Twitter card: the linked profile; link (leaves for Twitter), finish linking, remove the image, unlink, use the handle. */
@injectable()
export class TwitterStore {
  profile: Loadable<TwitterProfile | null> = idle();
  busy = false;
  notice: TwitterNotice | undefined = undefined;

  constructor(
    @inject(TwitterApiPort) private readonly api: TwitterApiPort,
    @inject(LinkTwitter) private readonly link: LinkTwitter,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ProfileStore) private readonly profileStore: ProfileStore,
  ) {
    makeObservable<TwitterStore, 'set'>(this, {
      profile: observableRef,
      busy: observable,
      notice: observableRef,
      set: action,
      dismiss: action,
    });
  }

  private set(patch: Partial<Pick<TwitterStore, 'profile' | 'busy' | 'notice'>>): void {
    Object.assign(this, patch);
  }

  async load(): Promise<void> {
    if (this.profile.status !== 'success') this.set({ profile: pending() });
    const result = await this.api.profile();
    this.set({ profile: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  /** One action at a time; the notice says how it went. */
  private async run<T>(
    work: () => Promise<Result<T, TwitterFailure>>,
    done: (value: T) => Partial<Pick<TwitterStore, 'profile' | 'notice'>>,
  ): Promise<T | undefined> {
    if (this.busy) return undefined;
    this.set({ busy: true, notice: undefined });
    const result = await work();
    this.set({ busy: false, ...(result.ok ? done(result.value) : { notice: noticeOf(result.error) }) });
    return result.ok ? result.value : undefined;
  }

  /** Asks for the authorization URL and leaves for Twitter's page (only the configured one). */
  async start(): Promise<void> {
    await this.run(
      () => this.link.start(),
      () => ({}),
    );
  }

  /** Back from Twitter: the callback's verifier becomes the linked profile (or the user cancelled). */
  async complete(callback: TwitterCallback): Promise<void> {
    await this.run(
      () => this.link.complete(callback),
      (p) => ({ profile: loaded(p), notice: { kind: 'linked' } }),
    );
  }

  async removeImage(): Promise<void> {
    await this.run(
      () => this.api.removeImage(),
      (p) => ({ profile: loaded(p), notice: { kind: 'imageRemoved' } }),
    );
  }

  async unlink(): Promise<void> {
    await this.run(
      () => this.api.unlink(),
      () => ({ profile: loaded(null), notice: { kind: 'unlinked' } }),
    );
  }

  /** Makes the linked handle the cool name: the header and your profile show the saved name at once. */
  async useHandleAsCoolName(): Promise<string | undefined> {
    const saved = await this.run(
      () => this.link.useHandle(),
      (coolName) => ({ notice: { kind: 'coolName', coolName } }),
    );
    if (saved) {
      this.session.setCoolName(saved);
      this.profileStore.renamed(saved);
    }
    return saved;
  }

  dismiss(): void {
    this.notice = undefined;
  }
}
