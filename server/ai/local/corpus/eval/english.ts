import { parseReviews } from "./parse";

/** Reviews in English (tourists, expats): answered in English, with the same safety rules. */
export const ENGLISH_REVIEWS = parseReviews(
  "inglês",
  `
delay; cold | The food was cold and it took over an hour to arrive
delay | Took almost two hours to get here. Not great.
cold | My burger arrived cold
wrongItem | Got the wrong pizza, I ordered pepperoni
missingItem | The fries were missing from my order
missingItem | They forgot my drink
taste | The pizza was burnt on the bottom
taste | Way too salty, couldn't finish it
portion | Tiny portion for the price
price | Overpriced for what you get
packaging | The sauce spilled all over the bag
courier | The delivery guy was rude and threw the bag at the door
raw | The chicken was raw inside
foreignBody | Found a hair in my pasta. Disgusting.
foreignBody | There was a cockroach in my food
poisoning | Got food poisoning after eating here, was sick all night
allergy | I told them I'm allergic to peanuts and the dessert had peanuts in it
spoiled | The fish smelled off, it was clearly spoiled
diet | I'm vegetarian and they put bacon in my salad
general | Terrible experience, never again
praise | Delicious food and super fast delivery!
praise | Best burger in town, highly recommend
praise; cold | Great taste but the food arrived cold
delay; service | It was late and nobody answered my messages
notDelivered | My order never arrived
foreignBody; service | Found a bug in the salad and the chat ignored me
melted | The ice cream arrived completely melted
warmDrink | The beer was warm
customisation | I asked for no onions and it came with onions
delay; taste | Took forever and the fries were soggy
`,
);
