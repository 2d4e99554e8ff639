/** Who listens to which topic (both directions, so a frame goes only to its subscribers). */
export class SubscriptionRegistry<C> {
  private readonly byTopic = new Map<string, Set<C>>();
  private readonly byClient = new Map<C, Set<string>>();

  topicsOf(client: C): ReadonlySet<string> {
    return this.byClient.get(client) ?? new Set();
  }

  subscribersOf(topic: string): ReadonlySet<C> | undefined {
    return this.byTopic.get(topic);
  }

  hasSubscribers(topic: string): boolean {
    return (this.byTopic.get(topic)?.size ?? 0) > 0;
  }

  /** Topics with at least one subscriber. */
  activeTopics(): string[] {
    return [...this.byTopic.keys()];
  }

  subscribe(client: C, topics: readonly string[]): void {
    const own = this.byClient.get(client) ?? new Set<string>();
    this.byClient.set(client, own);
    for (const topic of topics) {
      own.add(topic);
      const set = this.byTopic.get(topic) ?? new Set<C>();
      set.add(client);
      this.byTopic.set(topic, set);
    }
  }

  unsubscribe(client: C, topics: readonly string[]): void {
    const own = this.byClient.get(client);
    for (const topic of topics) {
      own?.delete(topic);
      const set = this.byTopic.get(topic);
      set?.delete(client);
      if (set && set.size === 0) this.byTopic.delete(topic);
    }
  }

  remove(client: C): void {
    this.unsubscribe(client, [...this.topicsOf(client)]);
    this.byClient.delete(client);
  }
}
