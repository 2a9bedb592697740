import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useFeatures } from '../api';
import { FeatureCard } from './feature-card';

/** Features: every feature with its value. */
export function FeatureList() {
  const features = useFeatures();
  return (
    <section>
      <h1 className="h3">Features</h1>
      {features.isPending ? (
        <Loading what="Loading features" />
      ) : features.isError ? (
        <ErrorAlert title="Could not load features" error={features.error} onRetry={() => void features.refetch()} />
      ) : features.data.length === 0 ? (
        <p className="text-body-secondary">There are no features to configure.</p>
      ) : (
        <div className="row row-cols-1 row-cols-lg-2 g-3">
          {[...features.data]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((feature) => (
              <div key={feature.id} className="col">
                <FeatureCard feature={feature} />
              </div>
            ))}
        </div>
      )}
    </section>
  );
}
