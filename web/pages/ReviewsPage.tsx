import { ResponseGenerator } from "../features/generators/ResponseGenerator";
import { useRestaurant } from "../features/restaurants/api/restaurant";
import { ReplyActions } from "../features/reviews/ReplyActions";
import { ReviewInbox } from "../features/reviews/ReviewInbox";
import { Skeleton } from "../layout/DashboardSection";

/**
 * /dashboard/avaliacoes: the reviews area's inbox, with the generators' reply
 * card (chips + reply) for each opened review and the inbox's actions under it.
 */
export default function ReviewsPage() {
  const restaurant = useRestaurant();
  if (restaurant.isPending) return <Skeleton className="h-64" />;
  const current = restaurant.data;
  if (!current?.isOnboarded) {
    return <p className="text-muted">Cadastre seu restaurante no painel para usar a caixa de avaliações.</p>;
  }
  return (
    <ReviewInbox
      replyCard={(review) => (
        <ResponseGenerator
          key={review.id}
          restaurant={current}
          initialReview={review.text}
          replyActions={(shown) => <ReplyActions review={review} reply={shown} />}
        />
      )}
    />
  );
}
