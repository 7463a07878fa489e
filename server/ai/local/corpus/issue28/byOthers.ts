import { parseReviews28 as parseReviews } from "./parse28";

/**
 * Issue 28, decision 046: reviews written by others — separate writers who never saw the
 * engine or its corpus, each from a brief with the topic keys and a voice. The engine's
 * rules were tuned on these after each set's first figures were recorded (in decisions 046
 * and 047 and the closing notes), except P and R, which were never read for rules; the topic
 * model of decision 047 learns from every set here. `eval:content` prints their figures and
 * misses. The sets still unseen are in `heldOutByOthers.ts`.
 */

/** Set A: phone typing, slang and typos. */
export const BY_OTHERS_A = parseReviews(
  "othersA",
  `
delay | mano demorou qse 2h pra chegar um x-tudo, fala serio viu
wrongItem | pedi esfiha de carne veio tudo de frango
cold | marmitex chegou gelada parecia q tinha saido da geladera
missingItem | cade meu refri?? paguei e nao veio 😤
wrongItem | era pra ser acai de 500ml veio o de 300, e cobraram o de 500 ne
customisation | escrevi SEM CEBOLA em maiusculo na observacao e o lanche veio lotado de cebola aff
paidExtra | paguei 7 reais de bacon adicional e nao tinha um pedacinho de bacon no hamburguer
unanswered | liguei umas 5 vezes e ninguem atende o telefone dessa loja
portion | a porcao de fritas veio com umas 12 batatinha contada kkkk
pricePortion | 48 conto num yakisoba q nao enche nem crianca de 5 anos
packaging | o molho do churrasquinho vazou tudo na sacola, chegou tudo melecado
taste | pastel encharcado de oleo, pingava gordura mds
notDelivered | o app diz q foi entregue mas nao chegou nd aqui em casa, to com fome ate agr
warmDrink | guarana veio quente e sem gas nenhum
melted | o milkshake chegou virado sopa, tudo derretido
taste | hamburguer artesanal passado do ponto, carne seca dura q nem sola de chinelo
price | taxa de entrega de 12 reais pra 2 km?? ta de brincadera ne
general | horrivel, nunca mais peco aqui
wrongItem | mandaram coca zero no lugar da coca normal
service | a moca do chat foi mto grossa so pq perguntei onde tava meu pedido
missingItem | nao mandaram talher nem guardanapo, comi a marmita com a mao neh
wrongItem | veio o pedido de outra pessoa, tava escrito Marcia na comanda e eu sou o Julio kkk
customisation | pedi o molho separado pra salada nao murchar e jogaram tudo por cima
delay | previsao era 40 min e chegou 1h35 dps
taste | a moqueca sem tempero nenhum, comida baiana sem dende e sem sal nao da ne
other=troco errado | paguei em dinheiro com nota de 100 e o troco veio faltando 20 conto
delay; cold; taste | demorou 1h10 e a pizza chegou fria e borrachuda, massa parecia chiclete
wrongItem; missingItem | pedi 10 esfiha 5 de carne e 5 de queijo, veio tudo de carne e o refri nem veio
paidExtra; delay | paguei a borda de catupiry e veio SEM borda, e ainda demorou mais de uma hora pra chegar
notDelivered; unanswered | meu pedido nao chegou ate agora, liguei na loja ngm atende, mandei msg no chat ngm responde
customisation; cold | pedi o x-tudo sem tomate veio com tomate e tudo frio, nem o queijo tava derretido
packaging; missingItem | a caixa do sushi veio toda amassada os rolinho tudo desmontado e ainda faltou o shoyu
pricePortion; taste | 35 reais na marmita e vem meia concha de feijao e 3 pedaco de carne, e o arroz empapado ainda
wrongItem; delay | era pra ser pizza grande veio a media, e ainda chegou 50 min atrasada
warmDrink; missingItem | refri quente e faltou a batata q eu pedi no combo
taste; cold | pastel murcho e frio, a massa toda mole parecendo papelao molhado
service; delay | perguntei no chat pq tava demorando a atendente so respondeu "ta saindo" toda seca e demorou mais 40 min
wrongItem; customisation | pedi esfiha de calabresa sem cebola, mandaram esfiha de carne COM cebola, nao acertaram nd
missingItem; unanswered | faltou o acai de 300 do meu filho, tentei ligar e ninguem atende o telefone, ele chorou
paidExtra; portion | paguei adicional de morango e leite ninho nao veio nenhum dos dois, e o copo veio pela metade
delay; packaging; cold | 1h40 de espera pra chegar o caldo vazado na sacola e o resto frio
taste; price | sushi com arroz duro e salmao sem gosto nenhum, e cobram 90 reais nesse combo
wrongItem; warmDrink | pedi suco de laranja mandaram de maracuja e quente ainda
customisation; taste | pedi pouco sal no churrasquinho pq tenho pressao alta e veio salgado demais nem consegui comer
missingItem; packaging | o pote da maionese abriu e sujou tudo dentro da sacola, e o guarana nem veio
notDelivered; service | a loja disse q o motoboy nao achou minha casa e cancelou sem me avisar, e ainda falaram q a culpa era minha
delay; wrongItem; cold | 2 horas esperando pra chegar lanche errado e frio. pedi x-bacon veio x-egg
portion; taste | a esfiha ta mini agr e o recheio e so cebola, cade a carne?
pricePortion; packaging | o hamburguer artesanal de 42 reais e menor q de fast food e a caixa veio amassada, lanche todo desmontado
customisation; missingItem | pedi o pastel sem vinagrete e com o molho a parte, veio com vinagrete dentro e molho nenhum
unanswered; wrongItem | vieram 2 marmitex de frango e eu pedi 1 de frango e 1 de bife, liguei pra trocar e ninguem atendeu
delay; cold | PESSIMO DEMOROU UMA ETERNIDADE E CHEGOU TUDO GELADO NUNCA MAIS PECO AQUI
paidExtra; customisation | paguei o ovo adicional e nao veio, pedi sem picles e veio com picles, q bagunca
wrongItem; price | mandaram a pizza doce de banana no lugar da de chocolate e ainda cobram 15 de taxa de entrega, absurdo
delay; unanswered | 1h e meia e nada, ninguem atende nem responde o chat, vcs existem??
missingItem; wrongItem; delay | faltou uma coca, o temaki era pra ser de salmao veio de kani e demorou 1h20 pra chegar
packaging; taste | o acai escorreu todo pela tampa e o gosto tava aguado parecendo suco
customisation; cold; missingItem | pedi a batata sem sal veio salgada e fria e o ketchup ficou pra tras tbm
delay | parabens pela entrega super expressa, so 2h30 🙄 deu tempo ate de fazer outra janta
cold | lasanha geladinha, otima pro calor ne 🙃
customisation | obrigado por ler a observacao "sem maionese", amei o lanche afogado em maionese 👏👏👏
portion | porcao mto generosa, deu pra contar os 6 camarao no strogonoff kkkkk
wrongItem | vcs sao mto criativos ne, pedi calabresa e ganhei uma marguerita surpresa 🎁
taste | sal com um pouquinho de arroz, perfeito pra quem quer ter pressao alta 👍
missingItem | q legal agr o refri do combo e imaginario neh kkkk
pricePortion | 60 reais num poke q cabe na palma da mao, vale cada centavo 🤡
unanswered | atendimento nota 10, ngm atende entao nem tem como ser grosso kkkk
delay; cold | chegou rapidinho so 1h40 e ainda fresquinho... fresquinho de gelado msm
packaging | adorei o acai ja misturado com a sacola, experiencia nova 😂
praise | melhor pastel da regiao, chegou quentinho e crocante, parabens pessoal
praise | sushi fresquinho e o entregador super educado, nota 10
praise; missingItem | amei a pizza, massa perfeita, mas esqueceram o refri dnv
praise; delay | comida mto boa so que demorou dmais pra chegar
praise; portion | o x-tudo e delicioso so q veio bem menor q da ultima vez
praise | acai top demaissss 😍😍 vo pedi sempre
praise; customisation | hamburguer artesanal sensacional, so q pedi sem cebola roxa e veio com, mas ta perdoado
praise; packaging | churrasquinho mto bom bem temperado, mas a farofa veio toda esparramada pq a tampa abriu
praise | marmitex caprichada, comida de vo msm, obrigado ❤️
praise; price | a comida baiana e maravilhosa mas ta ficando caro ne, 50 conto num acaraje
praise | esfiha quentinha, massa macia, melhor da cidade sem duvida
| primeira vez pedindo, depois conto
| ok
raw | frango todo cru por dentro, rosado, quase comi 🤢
foreignBody | achei um cabelo enorme no meio da marmita, perdi a fome na hora
poisoning | passei a madrugada toda vomitando dps do sushi de vcs
spoiled | maionese azeda, o lanche tava com cheiro de estragado
allergy | avisei na observacao q sou alergica a camarao e veio camarao no yakisoba, tive q tomar antialergico correndo
foreignBody | tinha um pedaco de plastico duro dentro da esfiha, qse quebrei o dente
raw; poisoning | o churrasquinho de frango tava cru por dentro e to com diarreia desde ontem
allergy; customisation | sou intolerante a lactose, pedi o lanche SEM QUEIJO e veio cheio de queijo, sorte q vi antes de comer
foreignBody; spoiled | achei uma barata na pizza e o queijo tinha gosto de velho, nojo
diet; wrongItem | sou diabetico pedi coca zero e veio a normal, qse tomei sem ver
diet; wrongItem | sou vegetariana, pedi o burguer de grao de bico e veio de carne 😡
diet | sou vegano e o prato "vegano" do cardapio veio com queijo ralado por cima, como assim gente
diet; wrongItem | pedi o pao sem gluten (nao e alergia, eu so evito) e veio pao normal
diet | a esfiha de escarola q ta escrito vegetariana tinha bacon no meio
diet; customisation | pedi acai sem acucar pq sou diabetica e colocaram leite condensado e xarope de guarana
diet | suco q era pra ser sem acucar veio docinho, sou diabetico gente presta atencao
diet | pedi a marmita fit sem gluten pq to de dieta e veio com farofa de trigo e frango empanado
mod:offensive; delay | BANDO DE INCOMPETENTE DO CARALHO, 2 HORAS PRA ENTREGAR UMA PIZZA
mod:offensive; wrongItem | atendente anta nao sabe ler? pedi frango com catupiry mandaram portuguesa
mod:hate; service | o atendente viadinho cheio de frescura me tratou mal no telefone
mod:hate; mod:offensive; customisation | pedi sem cebola e veio com cebola, so tem baiano burro trabalhando ai
mod:threat; notDelivered | se meu pedido nao chegar em 10 min eu vou ai e quebro essa espelunca toda
mod:threat; foreignBody | achei cabelo no acai, vou postar o video no insta e expor vcs pro bairro inteiro
mod:noOrder | nunca pedi mas dizem q a cozinha desse lugar e cheia de rato, nao pecam
mod:refund; notDelivered | pedido cancelado pq nao chegou e ate hj o estorno nao caiu, ja faz 10 dias
mod:courier; courier | motoboy nao quis subir, me fez descer 8 andar e ainda foi grosso
mod:courier; courier | vi pela camera o entregador abrindo minha sacola antes de tocar o interfone, absurdo
mod:app; app | o app cobrou 2 vezes no cartao e o cupom nao aplicou
`,
);

/** Set B: long narrated reviews with times and amounts; Spanish and English. */
export const BY_OTHERS_B = parseReviews(
  "othersB",
  `
delay; praise | Fiz o pedido às 12h10, com previsão para 12h50. Chegou às 13h35, quando eu já precisava estar de volta à mesa. A comida estava quente e muito bem temperada, mas para almoço de dia útil esse atraso complica.
praise | Pedimos para a família toda no domingo: quatro marmitas, uma porção de mandioca e um pudim. Veio tudo bem embalado, quentinho e dentro do horário. As crianças adoraram o frango empanado, parabéns à equipe.
delay | Não chegou frio, mas demorou uma hora e quarenta minutos, quando o aplicativo estimava 40. Sinceramente não sei o que aconteceu.
missingItem; praise | Paguei R$ 8,50 num guaraná que não veio. O resto estava correto e saboroso. Seria possível conferir a sacola antes de despachar?
paidExtra | Pedi o hambúrguer com adicional de bacon, R$ 6,00 a mais, e não havia uma fatia sequer. Não é pelo valor, é pelo princípio.
customisation | Escrevi na observação, em letras maiúsculas: SEM CEBOLA. Veio com cebola, e não foi pouca. Meu marido não come de jeito nenhum e acabou ficando sem almoço.
allergy; customisation | Informei no pedido que sou intolerante à lactose e pedi o risoto sem queijo. Veio coberto de parmesão. Por sorte percebi antes de comer, mas poderia ter sido sério.
diet; wrongItem | Sou diabético e pedi Coca Zero. Veio a comum, e só percebi pelo gosto depois do primeiro gole. Peço mais cuidado com isso.
raw | O frango estava cru por dentro, rosado perto do osso. Não tive coragem de comer. Peço mais atenção, porque isso é questão de saúde.
foreignBody; praise | Encontrei um fio de cabelo no meio do arroz. A comida em si estava boa, mas confesso que perdi o apetite.
poisoning | Comemos o yakissoba ontem à noite, eu e minha esposa, e passamos a madrugada com diarreia. Não comemos nada diferente no dia. Gostaria que verificassem a procedência dos ingredientes.
mod:noOrder | Nunca pedi aqui, mas ouvi dizer no grupo do condomínio que acharam uma barata numa marmita de vocês. É verdade isso?
mod:refund; notDelivered; app | O pedido nº 7734 nunca chegou e, cinco dias depois, o estorno de R$ 62,40 ainda não caiu no cartão. O restaurante diz que é com o aplicativo, o aplicativo diz que é com o restaurante. Alguém resolve?
mod:courier; courier; praise | O restaurante não tem culpa, a comida estava ótima. O problema foi o entregador, que se recusou a subir ao terceiro andar e ainda foi grosseiro com minha mãe, que tem 78 anos.
mod:threat; foreignBody | Segunda vez que encontro cabelo na comida. Se acontecer de novo, vou expor vocês no Instagram e no TikTok com as fotos, podem ter certeza.
spoiled | O iogurte que veio de sobremesa estava com a validade vencida havia duas semanas. Já registrei a reclamação na Vigilância Sanitária.
price | Cobraram R$ 14,90 de taxa de entrega para três quarteirões de distância. Se continuar assim, vou acionar o Procon.
pricePortion | Pedi o mesmo prato de sempre, o filé à parmegiana. O preço subiu de R$ 39,90 para R$ 46,90 e o filé veio visivelmente menor. Talvez seja impressão minha, mas parece que estão economizando no lugar errado.
praise | Almoço do escritório pedido às 11h45 para seis pessoas, chegou às 12h20 com tudo certinho e identificado pelo nome de cada um. Raro ver esse cuidado. Virou nosso fornecedor oficial das sextas-feiras.
wrongItem | Pedi pizza grande de calabresa e veio uma média de frango com catupiry. O entregador confirmou meu nome, então imagino que a troca tenha acontecido na cozinha.
packaging | O caldo de feijão vazou dentro da sacola e molhou todo o resto. A tampa estava mal fechada. O sabor estava correto, não é essa a questão.
taste | O arroz estava empapado e o feijão muito salgado. Não chegou atrasado nem frio, mas o sabor deixou bastante a desejar desta vez.
portion | A porção de batata "para duas pessoas" mal deu para uma. Contei: vinte e três palitos.
missingItem; unanswered | Faltaram o molho de alho e os talheres. Liguei três vezes para a loja entre 20h05 e 20h20 e ninguém atendeu. Mandei mensagem pelo chat também, sem resposta até agora.
service; wrongItem | Quando liguei para avisar que o pedido tinha vindo trocado, a atendente disse que "não era problema dela" e desligou. A comida nem era ruim, mas o tratamento foi lamentável.
general | Experiência muito ruim do início ao fim. Não pretendo repetir.
melted | O açaí chegou completamente derretido, virou um suco roxo. A entrega levou 25 minutos, então realmente não entendo como.
warmDrink; praise | O refrigerante veio quente e sem gás, parecia aberto há horas. A comida estava boa, isso eu reconheço.
delay; unanswered | Pedido feito às 19h02. Às 20h15 ainda constava "em preparo". Tentei contato pelo chat duas vezes e não obtive retorno. Chegou às 20h48.
notDelivered | O aplicativo marcou o pedido como entregue às 13h12, mas não recebi nada. Moro em casa, não há portaria e ninguém tocou a campainha.
praise | Comida caseira de verdade, lembra a da minha avó. O feijão tropeiro é excelente. Peço toda semana e nunca tive problema.
mod:app; app | Não consegui aplicar o cupom de R$ 15 que o próprio aplicativo me enviou. Não é culpa do restaurante, mas fica o registro.
customisation | Pedi o bife bem passado e veio mal passado, sangrando. Não é que estivesse cru, eu apenas não gosto assim, e deixei isso escrito na observação.
delay; cold; service | Uma hora e meia de espera, comida gelada e, quando reclamei, a resposta foi "é horário de pico, senhora". Todo horário de almoço é horário de pico, não?
praise | Fui muito bem atendida por telefone quando precisei alterar o endereço depois de fechar o pedido. A moça foi educadíssima e resolveu em um minuto.
other=nota fiscal CNPJ | Solicitei nota fiscal com o CNPJ da empresa, como faço todas as semanas, e desta vez não veio. Preciso dela para o reembolso interno. Como faço para receber?
foreignBody | Havia um pedaço de plástico duro dentro do pastel. Quase quebrei um dente. Espero que revejam o processo na cozinha.
poisoning | Passei mal depois do combinado de sushi, vômito a noite inteira. Guardei a nota e as fotos e vou levar ao Procon e à Vigilância Sanitária.
mod:offensive; delay | Vocês são uns incompetentes, duas horas para entregar uma marmita. Que palhaçada.
mod:hate; wrongItem | O atendente é um viadinho que não sabe nem anotar pedido, veio tudo errado de novo.
diet | Pedi a opção vegetariana do cardápio e veio com pedaços de bacon no feijão. Sou vegetariana há doze anos. Não foi culpa do entregador, evidentemente; foi da cozinha.
diet; customisation | Pedi na observação que trocassem o pão por folhas, porque estou numa dieta sem glúten. Veio o sanduíche normal, com pão francês.
praise | Excelente custo-benefício. Por R$ 24,90 vêm arroz, feijão, bife acebolado, salada e farofa, tudo bem servido. Recomendo sem reservas.
praise; portion | Saboroso como sempre, porém a quantidade de carne no prato executivo diminuiu bastante nas últimas semanas.
packaging | A caixa da pizza chegou amassada e a cobertura toda grudada na tampa. Não foi culpa do entregador, ele veio de carro e com a bag certinha; a caixa é que é frágil demais.
taste | Senhor proprietário, o senhor comeria uma coxinha com a massa crua por dentro? Foi o que recebi hoje no pedido 3390.
spoiled | O salmão do temaki estava com cheiro forte e textura estranha. Acredito sinceramente que não estava fresco.
praise; price | Os pratos são bons, mas os preços no aplicativo estão bem mais altos que no balcão. Uma diferença de quase R$ 10 por prato é difícil de justificar.
delay; praise | Digamos que não foi a entrega mais ágil da minha vida: 1h50 para duas esfihas. Estavam boas, pelo menos.
delay | Parabéns pela pontualidade britânica: previsão 20h30, chegada 22h05. Deu tempo de jantar um miojo antes.
notDelivered; unanswered | Esperei até as 21h e o pedido simplesmente não apareceu. Liguei na loja e o telefone estava desligado.
wrongItem | Recebi o pedido de outra pessoa, com o nome "Juliana" na etiqueta. Não era nada do que eu pedi. Quem ficou com o meu?
missingItem | Veio tudo certo, exceto os talheres, que marquei como necessários. Estava no escritório e tive que comer com uma colherzinha de café.
taste; praise | Pastel extremamente gorduroso, a caixa ficou transparente de óleo. O recheio era bom, a massa não.
paidExtra | Paguei R$ 9,00 pela borda recheada de cheddar e a borda veio vazia. Na foto do aplicativo ela aparece bem recheada.
general | Infelizmente não foi uma boa experiência. Não vou entrar em detalhes; espero que da próxima vez seja melhor.
 | Pedi o de sempre. Nada a acrescentar.
praise | Se continuarem com esse padrão, vão ganhar uma cliente fiel. Feijoada impecável, chegou fervendo às 12h30 em ponto.
cold | Se vier frio de novo, vou parar de pedir. Já é a terceira vez que o macarrão chega morno.
allergy | Meu filho tem alergia a amendoim, e isso estava informado no pedido. O brownie veio com pasta de amendoim por cima. Graças a Deus olhei antes de entregar a ele.
allergy; customisation | Avisei da alergia a camarão e pedi o arroz de frutos do mar sem camarão. Veio com camarão e minha esposa precisou ir ao pronto-socorro.
mod:courier; courier; praise | A comida veio perfeita. Só registro que o entregador exigiu que eu descesse, mesmo depois de eu explicar que estou de muletas.
mod:refund; missingItem; app | Pedi reembolso pelo item faltante, um suco de R$ 11, e o aplicativo negou alegando "falta de evidências". Como se prova que uma coisa não veio?
mod:noOrder | Não recomendo. Dizem por aí que reaproveitam a comida do dia anterior. Prefiram o restaurante da esquina.
mod:threat; portion | Vou gravar um vídeo mostrando esse x-tudo sem quase nada dentro e vai viralizar, podem esperar.
taste | Comida sem sal nenhum. Entendo a preocupação com saúde, mas aí já é exagero; tive que temperar tudo em casa.
taste | A pizza veio com o fundo queimado, preto mesmo, e amargo. Não chegou atrasada, mas não havia como comer a parte de baixo.
delay | Pedido nº 10233, almoço para a equipe. Combinado para as 12h, chegou às 12h55. Metade do pessoal desistiu e foi comer fora. Nada contra a comida, mas precisamos de pontualidade.
melted; packaging | O sorvete da sobremesa veio líquido e a tampa abriu dentro da sacola, sujando o resto.
warmDrink | A cerveja chegou quente. Quem pede cerveja por delivery espera que venha gelada, não?
service; delay | No chat, responderam com ironia quando perguntei sobre a demora. Um simples pedido de desculpas teria resolvido.
foreignBody | Havia uma pequena mosca dentro da salada, embaixo da folha de alface. Tenho foto, caso queiram ver.
spoiled; poisoning | A maionese da batata estava com gosto azedo e, duas horas depois, comecei a vomitar.
wrongItem | Pedi açaí de 700 ml e veio o de 500 ml. Paguei pelo maior e recebi o menor.
customisation; taste | Pedi o molho à parte justamente para a salada não murchar no caminho. Veio tudo misturado e encharcado.
delay; missingItem; taste | Demorou, veio faltando a farofa e o bife estava duro feito sola de sapato. Três problemas num pedido só.
mod:app; app | Fui cobrado duas vezes no cartão pelo mesmo pedido. Sei que é problema do aplicativo, mas fica registrado para outros clientes.
portion | Gostaria de perguntar ao proprietário: a marmita mudou de tamanho? A embalagem parece a mesma, mas o conteúdo veio pela metade.
mod:courier; notDelivered; courier | O entregador marcou como entregue e foi embora. Não recebi nada. Não culpo o restaurante por isso, a câmera do prédio mostra que ele nem desceu da moto.
mod:offensive; service | Atendente mal-educado do caralho, me tratou como lixo no telefone.
diet | Pedi o hambúrguer vegano e a maionese era comum, com ovo. Está escrito "vegano" no cardápio, então esperava que o lanche inteiro fosse.
raw | A linguiça veio rosada por dentro, crua mesmo. Com carne de porco não se brinca.
praise | Sou aposentada e moro sozinha; peço a sopa de vocês quase todos os dias. Sempre quentinha, bem temperada e com um bilhetinho simpático. Muito obrigada.
delay; cold | Pedido nº 5521, R$ 87,30. Chegou com duas horas de atraso e frio. Se não houver reembolso, vou registrar queixa no Procon.
other=troco | Informei no pedido troco para R$ 100 e a loja não mandou troco com o entregador. Não é culpa dele, coitado, que teve de ir e voltar.
praise; other=isopor plástico reciclável | Gostaria de sugerir que trocassem as embalagens de isopor por algo reciclável. A comida é ótima, mas é muito plástico para um almoço só.
 | Segundo pedido. Ainda estou formando opinião.
pricePortion | Dona do restaurante, com todo o respeito: por que a marmita de R$ 22 agora custa R$ 27 e veio com menos arroz?
praise; taste | Achei os preços justos e a porção generosa. Só acho que poderiam caprichar mais no tempero do feijão, estava meio sem graça.
taste | Pedimos o combo família por R$ 129,90 e, sendo justo, não faltou nada, não atrasou e não chegou frio. Só não gostamos do sabor: a carne tinha gosto de requentada.
other=pedido cancelado sem explicação | Meu pedido foi cancelado às 12h40, depois de 50 minutos de espera, sem nenhuma explicação da loja.
missingItem; packaging | O entregador chegou simpático, mas a sacola estava aberta e faltava uma das latas de refrigerante. Não quero acusar ninguém, só peço que lacrem melhor.
delay; praise | Hice el pedido a las 20:15 y llegó a las 21:40. La comida estaba rica y caliente, pero casi una hora y media para una pizza es demasiado. Estamos de vacaciones y no conocíamos otro lugar.
praise | Excelente picanha, bien servida y en su punto. Somos argentinos y de carne sabemos: felicitaciones al parrillero.
wrongItem; allergy | Pedí un açaí con banana y granola y llegó con frutilla y leche condensada. Mi hija es alérgica a la frutilla; por suerte no lo comió.
missingItem | Faltaron el refresco y el postre del combo. Pagamos R$ 45 por un combo incompleto. ¿Cómo hago para recibir lo que falta?
raw | El pollo estaba crudo por dentro. No es una cuestión de gusto, es un riesgo para la salud.
mod:courier; courier; praise | La comida no tiene la culpa, llegó perfecta. El repartidor fue muy grosero y no quiso subir al hotel, aunque la recepción lo había autorizado.
cold; packaging | La sopa llegó tibia y derramada dentro de la bolsa. Una lástima, porque el sabor parecía bueno.
customisation | Pedí la hamburguesa sin pepinillos y sin cebolla, lo escribí en portugués y en español. Llegó con las dos cosas.
poisoning | Comimos el ceviche anoche y los dos tuvimos vómitos y diarrea hasta la madrugada. No comimos nada más en todo el día.
diet | Soy vegetariano y pedí la lasaña de verduras. Tenía trozos de jamón entre las capas.
praise | Best feijoada I've had since moving to São Paulo. Arrived hot at 12:40 on the dot, well packed and a generous portion. Will definitely order again.
delay; unanswered | Ordered at 7:05 pm, estimated 7:45. At 8:30 still nothing, and the restaurant never answered the chat. It finally arrived at 8:50; the food was fine, but the wait was unreasonable.
allergy | I wrote clearly in the order that I'm allergic to peanuts. The pad thai came topped with crushed peanuts. I didn't eat it, but this could have sent me to hospital.
pricePortion; praise | R$ 68 for a poke bowl that was mostly rice. Tasty, but hard to justify for what you get.
foreignBody | Found a small piece of what looked like steel wool in my stew. Not what I expected from a place with such good ratings.
mod:app; app | The app wouldn't accept my foreign credit card, so I had to pay cash on delivery. Not the restaurant's fault, just a heads-up for other tourists.
wrongItem; service | Got someone else's order, a family meal instead of my single salad. When I called, the staff told me it was my problem and hung up.
mod:threat; raw | The burger was raw in the middle, still cold inside. If I don't hear back from the owner, I'm posting the photos in every expat group in Rio.
`,
);

/** Set C: traps for invented points: denials, comparisons, sarcasm, praise in negative words. */
export const BY_OTHERS_C = parseReviews(
  "othersC",
  `
praise | não veio frio, nem demorou e o motoboy ainda foi educado. raro isso hein
praise | pizza absurda de boa, a borda então nem se fala
praise | o hambúrguer de vocês é um crime de tão bom, deviam ser presos
praise | viciante, perigoso. terceira vez na semana que eu peço 😅
taste | parabéns pela pizza de papelão, deve ter dado um trabalhão deixar a massa dura desse jeito
taste | nota 10 pro forno 👏👏 conseguiram torrar a pizza inteira, o fundo tava preto
delay; courier; mod:courier | obrigado pelo passeio turístico do motoboy, meu lanche conheceu o bairro inteiro antes de chegar aqui
praise | na outra loja veio frio, aqui não. chegou pelando
praise | da outra vez veio errado, hoje veio certinho e bem caprichado, valeu
| podiam ter opção vegana no cardápio
| ok
| normal
| comi
mod:noOrder | dizem que a cozinha desse lugar é cheia de barata, cuidado gente
mod:noOrder | nunca comprei mas todo mundo sabe que a carne deles é de segunda. peçam no Burger do Zé que é outro nível
praise | sem cabelo nenhum dessa vez kkkk brincadeira, tava tudo perfeito como sempre
praise | chegou em 20 minutos, nem deu tempo de eu arrumar a mesa
delay; cold | adorei esperar 1h40 por um pastel gelado, experiência inesquecível mesmo
portion | uau que generosidade, contei 7 batatas na porção grande 🙄
foreignBody | mandaram um cabelo de brinde no meu strogonoff, que gentileza da parte de vocês
warmDrink | obrigado pela coca quente, era tudo que eu precisava nesse calor de 35 graus
melted | o sorvete virou milkshake no caminho, criativos vocês
taste | veio uma gororoba, não dava pra saber onde terminava o arroz e começava o feijão
taste | a marmita hoje tava osso, não consegui nem terminar
taste | batata borrachenta e o hambúrguer seco que nem farinha
packaging | chegou tudo revirado, o molho espalhado pela sacola inteira
taste | pizza de isopor, sem gosto de nada
missingItem | uai, veio faltando o trem, o guaraná num veio não
foreignBody | tinha um negócio preto na salada, nem quis saber o que era, joguei fora
poisoning | passei mal a noite toda depois do yakisoba
delay; cold; missingItem | demorou quase duas horas, chegou frio e ainda esqueceram a coca
wrongItem; customisation | pedi a de frango sem cebola, veio a de carne e cheia de cebola
mod:hate; mod:offensive; courier; mod:courier | entregador viadinho, não quis subir nem no primeiro andar
mod:hate; mod:offensive; service | a atendente é uma paraíba burra, anotou tudo errado
mod:offensive; service | a moça do telefone é uma anta, desligou na minha cara duas vezes
app; mod:app | o app cobrou duas vezes o mesmo pedido no meu cartão
app; mod:app | o cupom de 20 reais não funcionou de jeito nenhum, acabei pagando cheio
app; mod:refund | pedido cancelado faz 12 dias e até agora nada do estorno
praise; app; mod:app | dei 3 estrelas só porque o aplicativo travou na hora de pagar, a comida tava maravilhosa
praise | melhor que a filial do centro, lá sempre chega frio e murcho. aqui tudo quentinho
praise | meu irmão achou um cabelo mês passado e ficou bravo, mas hoje veio tudo limpinho e gostoso
mod:noOrder | minha vizinha falou que passou mal com a comida daqui, então nem vou arriscar
praise | pedi pela primeira vez porque uma amiga indicou e não me arrependi
praise | nunca mais peço em outro lugar, sério
praise | a pimenta da casa é do capeta, amei
praise | saí da dieta por culpa de vocês, maldita coxinha
praise | o único problema é que acabou rápido demais kkk
praise | esqueci de pedir o refri, culpa minha. a comida tava top
praise | eu que errei o número do prédio e o motoboy ainda voltou e entregou, valeu demais
praise | demorou um pouquinho por causa da chuva mas super entendo, chegou tudo quentinho e gostoso
| cancelei porque mudei de ideia, nada contra a loja
praise | nota 5 porque não tem 6
| na média
| pedi pra minha mãe, ela que comeu
| razoável
| esperava pior, até que foi ok
praise | tudo muito bom, só sugiro colocar uma opção sem lactose no cardápio
| seria legal ter tamanho broto pra quem mora sozinho
price | 58 reais num x-salada, deve ter ouro dentro
pricePortion | o preço subiu de novo e o pastel encolheu, mágica
customisation | pedi sem cebola e veio com cebola dobrada, muito atenciosos vocês
paidExtra | paguei a borda de catupiry e veio borda seca, cadê meus 9 reais
paidExtra | bacon extra cobrado e nem sombra de bacon no lanche
raw | frango rosado por dentro, faltou pouco pra cacarejar
spoiled | o peixe tava com um cheiro azedo, não dava nem pra chegar perto
spoiled | o pão do lanche tava mofado embaixo
allergy; poisoning | sou celíaca, pedi a pizza sem glúten e passei mal logo depois, certeza que contaminou
allergy; customisation | tenho intolerância a lactose, escrevi sem queijo na observação e veio lotado de queijo
diet | sou vegetariano e veio bacon picado no meio do meu lanche de cogumelo
diet | pedi o suco sem açúcar porque sou diabética e veio docinho
courier; mod:courier | o motoboy não quis subir, me fez descer no temporal e ainda ficou rindo
courier; missingItem | o entregador chegou com a sacola aberta e tava faltando a batata
unanswered | liguei três vezes pra loja e ninguém atendeu
service | mandei mensagem pedindo pra trocar o sabor e me responderam com uma grosseria que nem acreditei
notDelivered | marcou como entregue e não chegou absolutamente nada aqui
wrongItem | veio o pedido de outra pessoa, tinha o nome Juliana na sacola
packaging | a pizza veio toda grudada na tampa, caixa amassada de um lado
warmDrink | o refri veio sem gás nenhum, parecia xarope
price | taxa de entrega de 15 reais pra 2 km, tá de brincadeira
customisation; raw | pedi o hambúrguer bem passado e veio sangrando no meio
general | horrível, nunca mais
general | lixo
cold; taste; missingItem; courier | pizza fria, massa crua no meio, faltou o refri e o motoboy ainda foi grosso
pricePortion; taste | caro, pouco e sem gosto
delay; wrongItem; cold; unanswered | demorou, veio errado, frio e ninguém atendeu o telefone pra resolver
packaging; taste; missingItem | o molho vazou, a batata chegou murcha e não mandaram guardanapo
mod:offensive; missingItem | bando de incompetente do caralho, de novo esqueceram minha bebida
mod:offensive; foreignBody | cozinheiro porco, tinha cabelo no arroz
mod:threat; wrongItem | veio errado pela terceira vez, vou expor vocês em todas as redes sociais
melted | o açaí chegou uma sopa roxa
warmDrink | a breja chegou quente, aí não dá
wrongItem | veio o rango de outro maluco, nada a ver com o que eu pedi
notDelivered; courier | o motoca sumiu com meu lanche, nunca chegou e o app diz entregue
taste | a coxinha tava uma pedra, quase quebrei o dente
taste | tava um sal do caramba, parecia que virou o saleiro na panela
portion | o x-tudo veio praticamente x-nada, só pão e um hamburguerzinho
foreignBody | achei uma perninha de bicho no meio do feijão
poisoning | fiquei a madrugada inteira no banheiro depois do sushi
praise | o frango não tava cru como eu tinha medo, tava no ponto certinho
praise | não tinha uma cebola sequer, exatamente como eu pedi
other=troco errado | o troco veio errado, faltaram 10 reais
other=loja fechada cancelou pedido | a loja aceitou o pedido já fechada e depois de 40 minutos cancelou
app; mod:app | o rastreio do app ficou parado uma hora no mesmo ponto, mas a comida chegou certinha
praise | la hamburguesa estaba buenísima, llegó rápido y calentita
cold; missingItem | la pizza llegó fría y sin las papas que pedí
praise | esta vez no llegó fría, se nota que mejoraron
| food was fine, nothing special
delay | great job guys, only took 2 hours 👏
foreignBody | found a hair in my burrito, lost my appetite
app; mod:app | the app charged me twice and the support chat is useless
`,
);

/** Set D: an inbox's month. */
export const BY_OTHERS_D = parseReviews(
  "othersD",
  `
portion; service | a marmita veio bem menor que o normal, reclamei no chat e disseram que "sempre foi assim". sempre foi assim nada
mod:refund | pedido cancelado e o ifood até agora não estornou, já são 10 dias
price | 14 reais de taxa pra 2 km? aí complica
portion | impressionante a quantidade de recheio, precisei de lupa pra achar o frango
praise | sushi fresquinho, salmão de verdade e não aquele alaranjado sem graça. temaki nota mil 😍
other=troco | paguei em dinheiro com nota de 100 e me voltaram 50, o pedido deu 30. faltaram 20 reais
warmDrink; missingItem | o suco de laranja chegou quente e esqueceram o molho de alho
praise; delay | comida maravilhosa como sempre, mas hoje demorou demais, quase 2h
| nada a declarar
praise | melhor açaí da região sem exagero, cremoso, sem cristal de gelo e a granola veio separadinha pra não murchar
praise | esfiha de carne perfeita, massa fininha e recheio bem temperadinho. virei cliente
customisation; taste | pedi sem maionese e veio lambuzado, e o pão tava encharcado
paidExtra; cold | paguei borda de catupiry, veio sem borda e a pizza gelada
taste | sal com um pouquinho de arroz, do jeito que o cardiologista recomenda
taste | esfiha de queijo com a massa crua no meio
praise | brigadeiro de pistache derrete na boca, vcs mandam bem demais
service | perguntei no chat se tinha opção sem lactose e a resposta foi "tá no cardápio". só isso. simpatia zero
praise | kibe assado maravilhoso, coalhada sequinha, tudo bem embalado e lacrado. recomendo
customisation | Pedí la hamburguesa sin tomate, lo puse en las observaciones, y vino con dos rodajas de tomate igual.
diet | Pedí la opción sin gluten (no soy celíaca, solo lo evito) y vino con pan común.
praise; price | a comida é boa mas taxa de entrega de 12 reais pesa
taste; service | Pedi o frango xadrez e veio um molho doce que parecia geleia. Mandei mensagem educadamente e a pessoa respondeu "é a receita da casa, se não gostou não peça". Belo jeito de perder cliente.
customisation | escrevi em letra MAIÚSCULA sem picles e o lanche veio forrado de picles
diet | marmita low carb com arroz e batata doce?? low carb onde
melted | o sorvete chegou virado milkshake
taste | shoyu aguado e o arroz do sushi sem tempero nenhum, sem vinagre, sem nada
taste; other=foto do cardápio | o lanche não tem nada a ver com a foto, pão achatado e a carne sem sal
spoiled | o leite condensado tava com gosto azedo e a banana toda preta, mandaram coisa estragada
mod:threat; wrongItem | se mandarem errado de novo eu vou aí na loja e quebro tudo, sei onde fica
pricePortion | o açaí de 500 subiu pra 28 reais e agora vem com metade dos acompanhamentos de antes
raw; poisoning | hambúrguer vermelho no meio, não era ao ponto, era cru mesmo. passei a noite no banheiro
praise | Hambúrguer suculento demais e o motoboy super educado, ainda me desejou bom apetite kkk
taste; portion | frango borrachudo e pouco, o prato era 80% arroz
notDelivered | o app diz entregue e eu aqui sem pedido nenhum. cadê minha comida??
mod:courier; courier | o entregador não quis entrar no condomínio, me fez descer 8 andares e ainda reclamou que eu demorei
delay; cold | quase duas horas esperando e a lasanha chegou morna pra fria
praise | Muy rica la pizza, masa finita y crocante. La de rúcula con tomate seco, buenísima. Vuelvo a pedir seguro!
missingItem; unanswered | faltou o refrigerante, mandei msg pra loja e até agora nada
portion | coxinha é 90% massa, procurei o frango e achei um fiapo
packaging; taste | o bolo chegou todo tombado na caixa e o recheio doce de enjoar
mod:courier; courier | o motoboy largou o pedido no portão e foi embora sem tocar a campainha. do restaurante nada a reclamar
taste | arroz empapado, virou papa
praise; packaging | tempero incrível, mas o molho vazou na sacola e sujou tudo
cold | adorei a pizza gelada, super refrescante pro verão 🙃
wrongItem | veio o pedido de outra pessoa, sacola com nome de Cláudia. eu tinha pedido yakisoba e recebi uma pizza doce
portion | marmita P de P mesmo, uma concha de feijão e um bife que parecia figurinha
portion | o poke de 300g tinha no máximo umas 5 lascas de salmão, o resto era arroz
delay; unanswered; service | esperei 1h30, liguei 3x na loja e ninguém atendeu. quando responderam no chat foi um "já saiu" cheio de má vontade
packaging | o caldo do lamen vazou inteiro na sacola, molhou tudo, tive que jogar a sacola no lixo e limpar a mesa
mod:offensive; general | comida de merda, cozinheiro lixo
diet | sou vegetariana e tinha bacon picado no meu hambúrguer de grão de bico
wrongItem; taste | mandaram esfiha de queijo em vez de carne e ainda tava queimada embaixo
unanswered | mandei 4 mensagens no chat da loja perguntando do pedido e ninguém respondeu nada
foreignBody | tinha um pedaço de plástico duro dentro do pão de queijo, quase quebrei um dente
customisation | amei que "sem cebola" pra vocês significa cebola em dobro, muito criativo
praise; missingItem | o yakisoba tava ótimo, só faltou o hashi
| normal, nada de especial
foreignBody | achei um fio de cabelo enorme no meio do arroz, perdi a fome
courier; taste | entregador grosso, praticamente jogou a sacola na minha mão. e o lanche sem gosto nenhum, parecia isopor
delay; cold | Wow, lightning fast delivery, only 2 hours. And the burger was nice and cold, just how I like it 🙄
paidExtra | paguei 6 reais de cheddar extra e cadê o cheddar?? nem sinal
wrongItem | pedi o combinado de 30 peças e mandaram o de 20. conferi no app, meu pedido tava certo
warmDrink | a coca chegou quente e choca
allergy | não tinha nada no cardápio falando de amendoim e o brigadeiro veio com paçoca por cima. sou alérgica, tive que tomar antialérgico
delay; melted | demorou demais e o açaí chegou virado sopa roxa
missingItem | faltou o guaraná
pricePortion | 38 reais num poke que cabe na palma da mão, que pechincha hein
allergy; customisation | I wrote that I'm lactose intolerant and asked for no cheese. The wrap came loaded with cheese. Good thing I checked before biting.
mod:noOrder | nunca pedi aqui mas meu primo falou que acharam rato na cozinha, cuidado gente
general | decepcionante. esperava muito mais pelo nome que tem
customisation | coloquei na observação carne mal passada e veio bem passada, cinza de ponta a ponta
praise | pedi 3 da manhã achando que ia vir qualquer coisa e me surpreendi. batata sequinha e o smash com aquela casquinha
customisation | pedi o açaí sem banana e veio banana fatiada por cima de tudo
portion; packaging | Comprei a marmita fitness de 450g, veio com cara de 250g e a tampa mal encaixada, o caldo do frango escorreu todo
taste | hamburguer torrado, carne seca igual sola de chinelo
missingItem | obrigado por lembrar de tudo, o guardanapo, o ketchup, o palitinho... só esqueceram o lanche mesmo kkkk
raw | frango cru por dentro, rosado e molenga. devolvi tudo
delay; cold | Took over an hour and a half and the pizza was lukewarm at best.
delay | Previsão de 35 a 45 min, chegou quase duas horas depois. Quando tocou a campainha eu já tinha feito miojo.
foreignBody | Encontré una cucaracha chiquita dentro de la ensalada. Asqueroso.
packaging | a caixa da torta chegou amassada e a cobertura toda grudada na tampa
delay | ja são 21h40, pedi antes das 20h. o app fica mostrando "em preparo" e nada
portion; price | The açaí bowl was tiny and the delivery fee was more than half the price of the bowl.
praise | pao de queijo quentinho, crocante por fora e puxa puxa por dentro. parabens
notDelivered | excelente serviço, pagar e não receber nada foi uma experiência nova pra mim
mod:app; app | app travou no pagamento e cobrou duas vezes no cartão
| ok
packaging | a sacola chegou em forma de arte abstrata: strogonoff na tampa, arroz no fundo, feijão no guardanapo. lindo
paidExtra; portion | paguei adicional de ovo que não veio e o lanche tá cada vez menor
poisoning | comi o combinado ontem à noite e passei a madrugada vomitando, minha esposa também. só comemos isso no dia
mod:hate | dono é um viadinho, por isso a comida é essa frescura toda
wrongItem | Genial, pedí pizza de muzzarella y me llegó de anchoas. Gracias por la sorpresa.
delay; wrongItem; service | Pedi às 19h pro aniversário do meu filho, 3 pizzas. Chegaram às 21h e uma era de atum, sendo que ninguém aqui come peixe. Liguei e o rapaz disse que não podia fazer nada porque "o sistema já fechou o pedido". Estragou a festa.
missingItem | Ordered two burgers and a large fries. The fries never made it into the bag.
praise | Peço aqui no almoço do escritório faz meses e nunca decepcionou. Tempero caseiro, quantidade justa e sempre dentro do horário.
customisation; missingItem | pedi molho à parte e veio tudo misturado na salada, e a torrada que acompanha nem veio
mod:offensive; delay | bando de incompetente do caralho, 2 horas pra mandar um hamburguer
cold; taste | batata murcha e gelada, parecia sobra
missingItem; wrongItem | Pedí el combo con papas y gaseosa: las papas nunca llegaron y en vez de Coca me mandaron Guaraná.
diet | pedi suco sem açúcar porque sou diabético e veio adoçado, deu pra sentir no primeiro gole
paidExtra | adicional de borda de chocolate pago e a pizza veio com borda normal
praise | bolo de pote de ninho com morango é surreal, terceira vez na semana 🙈
wrongItem; missingItem | veio temaki de atum no lugar do de salmão e o hot roll nem veio
packaging; missingItem | a sopa vazou pela sacola inteira e ainda esqueceram o pão que acompanha
praise | salada com frango grelhado super bem montada, molho num potinho separado, folhas crocantes. amei
praise | Pedi pra minha mãe que tá de resguardo e ela amou, disse que parecia comida da vó. Feijão grosso, bife acebolado macio. Obrigada pelo bilhetinho escrito à mão, fez o dia dela
missingItem | nada de talher, guardanapo nem sachê. comi o strogonoff com colher de pau kkk
taste; price | carne dura e cheia de nervo num kit churrasco de 90 reais? não dá
praise | Picanha no ponto exato que pedi, farofa crocante e vinagrete fresquinho. Vale cada centavo.
taste; cold | kibe frito encharcado de óleo e frio
general | horrivel nunca mais
praise | top top top 👏👏👏
delay; cold; wrongItem | 1h45 de espera pra receber um x-salada no lugar do x-bacon, e gelado ainda
diet | prato "vegano" com queijo ralado por cima, aí não né
praise | Best shawarma I've had since moving to São Paulo. Generous, well seasoned and still hot when it got here.
praise | mt bom mano
delay | parabéns pela entrega expressa, só 1h50 pra atravessar 3 quarteirões 👏👏
other=nota fiscal CPF | pedi nota fiscal com CPF na observação e não mandaram
cold | a marguerita chegou morna, o queijo já tinha endurecido por cima
taste | pão francês borrachudo, parecia de anteontem
`,
);

/** Set E: an inbox's month, creative wording. */
export const BY_OTHERS_E = parseReviews(
  "othersE",
  `
warmDrink | o guaraná veio quente e sem gás nenhum, parecia que já tinha sido aberto
missingItem | cadê a coca de 2 litros? tá no recibo, foi paga, e na sacola só tinha a pizza
delay; courier | demorou bastante e o motoboy ainda se recusou a subir até o 3º andar, sendo que eu moro com minha mãe cadeirante e avisei
portion; price | pouquíssima comida no prato e ainda 12 reais de taxa de entrega, não compensa
praise | Sou aposentado e peço a marmita de segunda a sexta. Comida de casa, tempero equilibrado, arroz soltinho. Meus cumprimentos à cozinheira.
service | super simpático o atendente que me mandou "lê o cardápio" quando perguntei se tinha lactose no molho
allergy; poisoning | meu filho tem APLV, pedi o bolo sem lactose que vocês anunciam e ele passou mal a noite toda. o bolo claramente tinha leite
raw | The burger patty was completely raw in the middle, red and cold. I'm pregnant, I couldn't risk it.
praise | terceira vez q peço a caixa de pão de queijo pro café da equipe aqui no trampo, sempre no horário e quentinho. continuem assim!
app; mod:app | o cupom de 20% não aplicava de jeito nenhum, o app travava na hora de pagar. nada a ver com o restaurante
praise | açaí de 500 com leite ninho e morango veio caprichado, o creme nem um pouco aguado igual em outros lugares. virei cliente
taste | esfiha com a massa crua no meio, grudando no dente
raw | o frango do yakisoba tava rosado por dentro, com aquela gosminha. joguei tudo fora
cold | A feijoada chegou morna para fria, a gordura já tinha até talhado por cima.
packaging; portion; taste | pastel todo quebrado dentro do saco de papel, quase sem recheio e com gosto de óleo velho
wrongItem | Love the surprise element. Ordered salmon rolls, got shrimp tempura. Who needs to know what they're eating anyway?
portion | o pastel de 4 queijos tinha queijo numa ponta só, o resto era puro vento
praise | Encomendei o kit festa da doceria para o aniversário de 7 anos da minha filha. Os brigadeiros estavam impecáveis e as crianças devoraram tudo. Muito obrigada pelo capricho na embalagem.
wrongItem; missingItem | veio yakisoba de carne no lugar do de frango e o rolinho primavera simplesmente sumiu
melted | o pote de sorvete de doce de leite chegou virado sopa, dava pra beber de canudinho
taste; service | The kibbeh was greasy and bland, and when I called, the guy just laughed and said everyone else likes it.
praise; delay | comida maravilhosa como sempre, mas hoje esperei quase duas horas. sexta à noite eu entendo, mas pelo menos avisem
packaging | caixa veio amassada de lado e a cobertura da pizza inteira grudou na tampa
praise | combinado de 30 peças chegou lindo, arroz no ponto certinho, nada de desmanchar no shoyu. parabéns ao sushiman
delay; cold; taste | chegou uns 50 min depois do previsto, batata murcha e gelada, pão do lanche duro
delay | Tardaron casi dos horas en traer dos hamburguesas. Inaceptable.
mod:threat; wrongItem | segunda vez que mandam meu pedido errado. se acontecer de novo eu vou aí e quebro essa loja inteira, sei onde vocês ficam
allergy | avisei na observação que sou alérgica a amendoim e o doce veio com paçoca esfarelada por cima. tive que tomar antialérgico
cold | o hambúrguer chegou com o queijo já endurecido e a carne sem calor nenhum, parecia que tinha passado pela geladeira
missingItem | não mandaram talher nem guardanapo, tive que comer o yakisoba com uma colher de sobremesa
 | comida normal, nada de mais nem de menos
wrongItem | veio o pedido de outra pessoa, nome "Juliana" na comanda, e eu sou o Roberto
praise | mano o smash duplo de vcs é surreal, pão amanteigado na chapa, queijo escorrendo. to viciado kkkkk
taste; cold | o arroz do PF tava empapado e a carne de panela chegou gelada
melted; delay | o milkshake virou leite com calda, deve ter ficado parado no balcão esperando entregador sei lá quanto tempo
mod:offensive; delay | cambada de incompetente, quase duas horas pra trazer um x-tudo, vão tomar no c*
diet | sou vegetariana, pedi o escondidinho de abóbora e tinha bacon no meio. que falta de atenção
praise | feijão tropeiro igualzinho o da minha vó em Divinópolis. matou a saudade de Minas, obrigado de coração
wrongItem; service | mandaram refri normal em vez do zero e quando reclamei no chat falaram que "é tudo igual"
taste | arroz do sushi parecia papa, sem vinagre nenhum, desmanchava na hora de pegar
diet | não como glúten por opção, escolhi o bolo marcado como sem glúten e na etiqueta da caixa constava farinha de trigo
foreignBody; service | tinha um pedaço de plástico duro no meio da carne do pastel, quase quebrei um dente. a loja respondeu que "acontece"
general | experiência péssima do começo ao fim, não recomendo pra ninguém
delay; app | o app mostrava "saiu para entrega" fazia 40 minutos com o mapa parado no restaurante. chegou bem depois disso
customisation; missingItem | pedi sem cebola e sem picles, veio com os dois. e a maionese verde que pedi à parte nem veio
delay | fiz o pedido às 19h10 e a campainha só tocou quase 20h40. a fome virou dor de cabeça
taste | o frango a passarinho tava encharcado de óleo, dava pra torcer o guardanapo depois
notDelivered | app diz entregue às 21:03, eu estava no portão esperando e ninguém apareceu. fiquei sem janta
service | perguntei no chat se dava pra trocar a batata por salada e me responderam um "não" seco, sem nem um boa noite
praise; cold | Prezados, a qualidade da carne é inquestionável, porém o churrasco chegou à minha residência praticamente frio. Sugiro uma embalagem térmica.
other=nota fiscal CPF | pedi nota fiscal com CPF e não mandaram, preciso dela pro reembolso da empresa
taste | brigadeiro açucarado, granulando na boca, parece que desandou no ponto
taste | pão francês murcho e borrachudo, parecia de ontem
delay | Excelente servicio, solo tuve que esperar lo que dura una película entera.
praise; wrongItem | sempre peço aqui e adoro, mas hj trocaram meu suco de maracujá por um de laranja. nada grave, só fica o toque
cold | adorei a pizza refrigerada, inovação total no mercado 👏👏
mod:refund | cancelaram meu pedido e até agora, 10 dias depois, o estorno não caiu no cartão
praise; missingItem | atendimento sempre educado e a comida ótima, só esqueceram o hashi de novo, é a terceira vez
pricePortion | o açaí de 700ml que eu pagava 22 agora tá 29 e vem visivelmente mais baixo no copo
praise; portion | o sabor do açaí é o melhor da cidade, mas o copo de 500 chega com uns dois dedos vazios em cima
wrongItem; delay | Pedí un poke de atún y llegó de pollo, y encima con 40 minutos de retraso.
delay; cold | o entregador rodou o bairro inteiro e quando finalmente chegou a lasanha tava na temperatura do meu quarto
delay | Estimated 35 minutes, it showed up an hour and a half later. I ended up eating during a meeting.
packaging | que criativo, agora o açaí vem decorando a sacola inteira por dentro 🙄
customisation; taste | pedi a picanha mal passada, chegou cinza até o miolo e dura feito borracha
paidExtra | paguei 6 reais de cheddar extra na batata e ela veio peladinha
diet; praise | a moqueca de banana da terra é maravilhosa, mas hoje veio feita com caldo de camarão e eu sou vegano. não era a receita de sempre
diet | restaurante vegano e o pão vem pincelado com manteiga? perguntei e confirmaram. decepcionada
customisation | pedi o molho à parte justamente pra salada não murchar e veio tudo misturado, folha toda mole
customisation | escrevi SEM PIMENTA em letra maiúscula na observação e o kibe veio ardendo que nem brasa
portion; missingItem; service | poke com 5 cubinhos de salmão contados, sem o gergelim da descrição, e quando reclamei me ofereceram cupom de 2 reais como se fosse favor
praise | Comprei a torta de limão para a reunião do escritório e fez o maior sucesso, até a diretora pediu o contato de vocês.
wrongItem | escolhi o temaki de salmão grelhado e me mandaram um de atum cru, que eu nem como
missingItem; unanswered | faltou a porção de mandioca, mandei mensagem e até hoje, dois dias depois, nenhum retorno
other=troco errado | pedi troco pra 100, a conta deu 58 e o rapaz me entregou 30. faltou dinheiro
delay; cold; service | meu almoço chegou quando eu já tava voltando pra mesa do trabalho, a comida gelada, e a loja disse que a culpa era minha por pedir no horário de pico
missingItem | batata frita invisível, deve ser tecnologia nova, porque no pedido ela constava direitinho
delay; unanswered | mais de uma hora e nada do pedido, liguei 3 vezes no telefone da loja e só chamava
 | pedi pela primeira vez, ainda não provei tudo. depois volto aqui pra avaliar direito
poisoning | passei a madrugada no banheiro depois do temaki de ontem, minha esposa também. foi a única coisa que comemos
unanswered | mandei 4 mensagens no chat da loja avisando que o número da casa tava errado, ninguém respondeu nada
praise | cuscuz recheado com charque e manteiga de garrafa, comi rezando. entrega ligeira e tudo bem embrulhadinho
delay; missingItem | Took forever, and they forgot the garlic sauce, which is kind of the whole point of a shawarma.
praise | Pão de queijo ainda fumegando às 7 da manhã, entregador super educado. Padaria nota mil.
taste | o sal tava em promoção né? despejaram o pacote inteiro no feijão
mod:hate; service | o atendente do balcão é um viadinho, me atendeu com cara de nojo. contratem homem de verdade
praise; courier; mod:courier | comida ótima, nada contra a loja, mas o entregador abriu a sacola e comeu batata na minha frente??
delay | parabéns pela entrega expressa: pedi no almoço e jantei
pricePortion; taste | 65 reais numa costela que veio só osso e gordura, e sem tempero nenhum
delay; cold | nada como um hambúrguer que saiu da chapa com o sol e chegou com a lua, temperatura de geladeira, do jeitinho que eu gosto 🙃
diet | sou diabético e pedi suco SEM AÇÚCAR, escrito na obs. veio doce igual xarope. isso é sério pra mim
portion | obrigada pela marmita fitness involuntária, devo ter emagrecido 2kg só de olhar pro pote
packaging; cold | a sopa veio num saquinho plástico fino que furou, e o pouco que sobrou tava morno
price | 14 reais de taxa de entrega pra menos de 2 km? fica difícil pedir de novo
praise | massa fina, borda crocante, molho de tomate com gosto de tomate de verdade. simples e perfeito
praise; packaging | os doces são divinos, mas o bolo de pote tombou e metade do recheio ficou grudado na tampa
foreignBody | tinha uma barata pequena dentro da esfiha de frango, mandei foto pra loja. nojo
portion; taste | Las empanadas tenían poquísimo relleno y la masa estaba cruda por dentro.
spoiled | o creme de ninho do açaí tava azedo, gosto de leite estragado
packaging | a tampa do caldo de mocotó abriu no caminho e encharcou a sacola inteira, perdi metade do caldo
praise | Pedimos picaña con farofa y vinagrete para cuatro y hasta sobró. La carne en su punto, jugosa. Muy recomendable.
wrongItem | pedi fatia de bolo de chocolate pro aniversário da minha filha e veio de cenoura. ela chorou, sinceramente
missingItem | o combo dizia farofa e vinagrete, não veio nenhum dos dois
praise | baião de dois bem servido, queijo coalho tostadinho, carne de sol desmanchando. melhor nordestina da região sem dúvida
praise | o poke de salmão com manga tava fresquíssimo, peixe firme, molho na medida. e ainda chegou antes do previsto
portion | a marmita grande parecia de criança, umas três garfadas de arroz e um pedacinho de frango perdido
packaging; missingItem | o molho de alho vazou dentro da sacola toda e o refri nem veio
praise | Ordered the falafel wrap on my lunch break and honestly it's the best I've had in São Paulo. Crispy outside, herby inside, generous with the tahini.
wrongItem; customisation | pedi x-egg sem tomate, chegou um x-burger cheio de tomate. acertaram nada
portion | a tal "coxinha gigante" tinha o tamanho de um ovo de codorna. nome enganoso
praise | estrogonofe de cogumelos vegano, meu namorado que come carne nem percebeu a diferença. amamos demais
paidExtra; cold | paguei borda de catupiry, veio borda seca, e a muçarela já tinha virado uma placa de plástico de tão gelada
foreignBody | achei um fio de cabelo comprido enrolado no queijo da pizza. perdi a fome na hora
praise | pastel de carne seca com catupiry sequinho, sem aquele óleo pingando no papel. e o caldo de cana geladinho
praise | esfiha aberta de carne com limão... gente, que coisa boa. massa fininha e crocante na beirada
praise; price | a comida é excelente mas o preço subiu demais esse ano, tá virando coisa de ocasião especial
paidExtra | coloquei adicional de carne seca no cuscuz, foi cobrado e não tinha nem sinal dela
 | entregue.
mod:noOrder | nunca pedi daqui mas o pessoal do grupo do condomínio falou que a cozinha é cheia de rato. fica o alerta
taste | El shawarma estaba seco, la carne parecía recalentada, sin nada de jugo.
`,
);

/** Set F: the misses engines make most: portions, notes, wrong and missing items, unanswered chats. */
export const BY_OTHERS_F = parseReviews(
  "othersF",
  `
portion | o strogonoff era uns 80% arroz e 20% esperança
portion | a porção de batata cabia numa colher de sopa, e olha que a colher nem era das grandes
portion | Pedi o yakisoba tamanho família. A família em questão deve ser de formigas.
portion | a marmita veio a metade do que vinha mês passado, tá parecendo lanchinho de criança
pricePortion | 42 reais num poke que eu terminei em quatro garfadas
portion | tive que caçar o frango no meio da salada, achei três cubinhos depois de muita investigação
portion | acai de 500 que na real tava pela metade do copo, o resto era ar
portion | mordi o pastel de carne e só tinha massa, o recheio deve ter ficado na cozinha
portion | Prezados, o "parmegiana para duas pessoas" alimentou exatamente uma pessoa com fome moderada.
portion; praise | tempero excelente como sempre, só que a porção encolheu demais. antes eu dividia com minha esposa, hoje mal dá pra mim
portion | a fatia de picanha era tão fininha que dava pra ler o cardápio através dela
portion | o combinado de 20 peças veio com 20 peças sim, cada uma do tamanho de uma unha
portion | se esse é o tamanho grande não quero nem imaginar o pequeno kkkkk
portion | o feijão veio num potinho daqueles de molho, tipo de ketchup de lanchonete
portion | arroz, arroz, arroz e lá no cantinho um bife de três dedos. quem montou essa marmita tava de mal comigo
customisation | coloquei na observação SEM CEBOLA em caps lock e veio cebola até dentro do pão
customisation | escrevi bem grande que era sem tomate. adivinha o que tinha no lanche
customisation | pedi pra tirar o picles e veio picles em dobro, parece até provocação
customisation | Solicitei a carne bem passada e ela chegou rosada por dentro, ao ponto para mal.
customisation | observação: "molho à parte". resultado: salada afogada no molho
customisation | a obs do pedido existe só de enfeite? pedi o suco sem gelo e veio meio copo de gelo
customisation | Deixei anotado que a pizza deveria ser cortada em 12 pedaços por causa das crianças. Veio em 8.
customisation | coloquei que era sem maionese pq meu filho não come de jeito nenhum, veio lambuzado de maionese e ele ficou sem jantar
customisation; diet | sou vegetariana, pedi o burger de grão de bico e tirei o bacon nas opções. veio com bacon. não dá pra confiar
customisation; praise | tudo muito gostoso, só ignoraram o "sem pimenta" que eu pedi. sorte que tinha leite na geladeira kkk
customisation | pela terceira vez peço o lanche sem alface e pela terceira vez vem alface. alguém lê as observações aí?
customisation | marquei "sem açúcar" no suco de laranja e veio doce que nem xarope
customisation; taste | era pra vir o molho separado pra batata não murchar. veio tudo misturado e a batata virou papa
customisation | Pedi o açaí sem granola, especificado na observação. Veio granola por cima e por baixo.
customisation; taste | falei no chat e ainda coloquei na obs: carne mal passada. chegou uma sola de sapato de tão passada e dura
wrongItem | pedi a de quatro queijos e mandaram de frango com catupiry
wrongItem | a coca zero virou coca normal no caminho, milagre da multiplicação do açúcar
wrongItem | veio o pedido de outra pessoa, tinha até "Rafaela" escrito na sacola. eu me chamo Marcos
wrongItem | Solicitei o tamanho grande e recebi o médio, conforme a própria etiqueta da embalagem.
wrongItem | no lugar do guaraná mandaram uma sukita. nada contra a sukita mas não foi o que eu escolhi
wrongItem; praise | o sorvete de pistache veio de flocos, confesso que tava bom também, mas avisa da próxima né
wrongItem | Meu pedido foi trocado. Recebi frango frito com batata, sendo que pedi um executivo de peixe grelhado.
wrongItem | o x-salada virou x-egg, alguém aí tá trocando as comandas
wrongItem | mandaram esfiha aberta quando eu pedi fechada, são coisas diferentes gente
wrongItem | suco de maracujá? eu pedi de abacaxi com hortelã
wrongItem; warmDrink | bebida diferente da que eu escolhi e ainda chegou quente
wrongItem | pedi a marmita fit e veio a comum, com farofa, linguiça e tudo
wrongItem | pizza broto quando eu paguei a grande, só pode ser brincadeira
missingItem | esqueceram o molho da casa, que é justamente o motivo de eu pedir aí
missingItem | cadê os talheres?? comi o yakisoba praticamente com a mão
missingItem | não veio a sobremesa. paguei o pudim e fiquei só na vontade
missingItem | ficou faltando um dos três lanches, meu marido ficou olhando a gente comer
missingItem | nada de maionese verde, nada de ketchup, nada de guardanapo. só o lanche pelado na caixa
missingItem | Pedi dois refrigerantes e apenas um foi entregue.
missingItem | o combo vinha com batata. cadê a batata, produção?
missingItem | abri a marmita e cadê o arroz? veio só feijão e carne
missingItem; praise | A costela estava maravilhosa, desmanchando. Pena que a mandioca que acompanhava não veio.
missingItem | a farofa de vocês é lenda urbana, pago toda vez e nunca recebo
paidExtra | paguei a borda de catupiry e a borda veio vazia, só massa
missingItem; unanswered | faltou o refri, mandei mensagem no chat da loja e até agora ninguém respondeu
unanswered; delay | liguei 4 vezes pro restaurante, chamou até cair. pedido atrasado 50 min e zero satisfação
unanswered | O chat da loja deve ser decorativo. Escrevi três vezes e nem visualizaram.
unanswered; wrongItem | veio errado e fui tentar falar com vcs, o telefone que tá no cardápio nem existe mais
unanswered | mandei whats, mandei msg no app, liguei. silêncio total. vcs tão vivos?
unanswered; customisation | esqueci de colocar a obs e avisei pelo chat logo depois: sem cebola. ninguém leu, veio com cebola
notDelivered; unanswered | pedido consta como entregue mas não chegou nada aqui. a loja não atende o telefone de jeito nenhum
unanswered | Aguardo até hoje um retorno. Enviei foto do problema pelo chat e fui simplesmente ignorado.
unanswered; portion | reclamei da quantidade pelo chat e nem um "vamos verificar" eu recebi
unanswered; delay | "em preparo" faz 1h10. ligo na loja e cai direto na caixa postal
service | a moça do telefone foi grossa demais quando perguntei do pedido, falou "tá saindo" e desligou na minha cara
mod:courier; courier | o entregador foi muito mal educado, jogou a sacola na minha mão e saiu resmungando palavrão
praise; service | O motoboy foi um amor, mas a atendente do chat da loja me tratou com total desdém quando pedi uma simples informação.
service | respondem no chat como se estivessem fazendo favor. "lê o cardápio" foi a resposta que recebi
courier; missingItem | o lacre da sacola veio rompido, o entregador abriu com certeza, e faltava a batata
mod:courier; courier | motoqueiro se recusou a entrar no condomínio, tive que descer 8 andares de pijama
service; praise | a comida é boa mas o dono é arrogante, reclamei educadamente e ele respondeu que se não gostei era pra pedir em outro lugar
praise; courier | comida impecável, quem estragou foi o entregador: ficou buzinando e mandando mensagem me apressando
wrongItem; service | liguei pra avisar que veio o sabor errado e a atendente riu da minha cara
mod:courier; courier | o entregador pediu pra eu ir buscar na esquina porque "não ia entrar naquela rua". a rua é asfaltada e iluminada
praise; courier | atendimento da loja nota 10, resolveram tudo rapidinho. já o motoboy chegou de cara fechada e nem boa noite deu
delay | pedi às 19h, previsão 19h40-19h50. chegou 21h05
delay | "em preparo" por uma hora inteira, depois mais 40 min "a caminho". deu tempo de fazer miojo duas vezes
delay; cold | a estimativa era 35 minutos, levou 1h25 e o caldo verde chegou morno
delay | o app foi empurrando a previsão: 20:10, depois 20:35, depois 21:00. chegou 21:20
delay | Entrega expressa, só 1h50 pra 2km 👏👏
delay | pedido aceito 12:03 e ficou parado em "preparando" até 13:15. o almoço virou lanche da tarde
delay; praise | demorou além da conta (quase 1h30) mas o hambúrguer compensou, tava monstruoso
delay | parabéns pela agilidade, pedi o café da manhã e chegou na hora do almoço
delay; melted | 1h10 pra chegar um milkshake. adivinha o estado dele
delay | O aplicativo indicava "saiu para entrega" às 20h e o pedido chegou às 21h15. Moro a 5 minutos da loja.
pricePortion | nossa que generosidade, 4 camarões num risoto de 69 reais
customisation | amei que vocês leram minha observação e fizeram exatamente o contrário 🥰
wrongItem | adorei a surpresa, pedi frango e veio peixe. é tipo amigo secreto né
missingItem | obrigado pela preocupação com minha saúde, esqueceram a batata e o refrigerante
unanswered | o atendimento de vocês é tão exclusivo que não responde nem os clientes
service | que simpatia a atendente hein, quase me convenceu a nunca mais pedir
cold | pizza em temperatura ambiente, bem gourmet, adorei
taste | sal a gosto, no caso o gosto de quem quer me matar de pressão alta
praise | absurdo de bom esse parmegiana, sério
praise | não tem erro, sempre peço e sempre vem perfeito
praise | pizza sem defeito nenhum, massa fininha e crocante do jeito que eu gosto
praise | nada a reclamar, tudo certinho e no horário
praise | viciante esse frango frito, já pedi 3 vezes essa semana e não me arrependo de nada
praise | coxinha criminosa de boa. deveria ser proibido vender isso
praise | Não esperava muito e me surpreendi. Nenhum problema, nenhum atraso, nenhuma falta. Recomendo.
praise | o estrago que esse x-bacon faz na minha dieta é inacreditável 😂 melhor da região
praise | indecente de gostoso esse brownie, quase chorei
praise | nunca decepciona. melhor açaí que já tomei, nada de gelo cristalizado
praise | ridículo de bom esse ramen, caldo encorpado, ovo no ponto certinho
praise | não sobrou nem o molho, raspamos o pote. sem palavras
praise | zero reclamações. a marmita é farta e o tempero lembra comida de mãe
praise | nada de atraso, nada faltando, nada frio. isso sim é restaurante
praise; delay | comida ótima, porém demorou 1h40 pra chegar
praise; portion | Sabor impecável, porém a porção de filé diminuiu consideravelmente desde o meu último pedido.
praise; packaging | o escondidinho é divino mas chegou todo revirado, a tampa abriu e melou a sacola
praise; paidExtra | lanche top demais, só que o cheddar extra que eu paguei não veio
praise; cold | o sabor tava bom mas a lasanha chegou gelada no meio, tive que esquentar no micro
praise; price | gosto muito, mas tá ficando caro. 38 reais numa marmita média não dá pra todo dia
praise; customisation | tudo delicioso, porém pedi a picanha ao ponto e veio bem passada
praise; service | a comida é nota 10, o atendimento no whatsapp é nota 2
praise; wrongItem | o hambúrguer tava uma delícia mas não era o que pedi, era pra ser o smash duplo e veio o simples
praise; taste | o frango estava muito bem temperado, pena que a batata veio murcha e encharcada de óleo
missingItem; customisation | vcs esqueceram o guarana E colocaram cebola q eu pedi pra tira. 2 erro num pedido so
wrongItem; unanswered | veio sabor trocado, calabresa no lugar da marguerita, e no chat ninguem responde. otimo
portion; delay | 1 hora pra chegar meia porção de fritas, daquelas que cabe na palma da mão
delay; service | atrasou muito e quando liguei a pessoa respondeu "se quiser cancela", com toda a grosseria do mundo
wrongItem | me mandaram de leite ninho e eu pedi de nutella, tô até agora sem entender
missingItem | a nota fiscal diz 3 pastéis. na caixa, 2. a matemática de vocês é diferente
portion | o "generoso" no nome do prato só pode ser ironia
wrongItem | a etiqueta tinha meu nome mas o conteúdo não. nada do que eu pedi estava ali
notDelivered | o app diz entregue às 20h32. eu tava na porta esperando e ninguém apareceu
customisation | Pedi que o ovo viesse com a gema mole, está escrito na observação. Veio duríssima.
app; delay | o rastreio do app ficou travado no mesmo ponto o tempo todo e o pedido levou mais de 1h
praise | rapidez absurda, fiz o pedido e em 20 min tava na minha mão
praise | o que é isso, gente? que feijoada! sem condições de tão boa
pricePortion | aumentaram o preço e diminuíram o copo do açaí, acham que a gente não percebe
missingItem | no pedido: 1 x-tudo, 1 batata, 1 coca lata. chegou: 1 x-tudo. só.
customisation | "pão bem tostadinho" na obs e o pão veio branquelo, nem encostou na chapa
service | o gerente respondeu minha reclamação dizendo que eu estava mentindo. ótima forma de tratar cliente
mod:courier; courier | entregador chegou fumando, a sacola ficou com cheiro de cigarro
unanswered | telefone só dá ocupado e no chat só a mensagem automática "em breve retornaremos". em breve quando?
praise; delay | pontualidade britânica... só que não, 50 min de atraso. mas a comida salvou
portion | kkkkk o prato executivo veio com 3 rodelas de tomate como salada. executivo de quem
| primeira vez que peço, ainda não sei se volto
wrongItem; delay | demorou 1h15 e no fim era pedido de outra pessoa. esperei mais 40 min pelo certo
missingItem | ué, e o vinagrete? o churrasco veio sem nada, nem farinha
portion | Quantidade de arroz: campeonato. Quantidade de estrogonofe: amador.
customisation | tem espaço pra observação no app pra quê? "sem coentro" e veio um matagal de coentro na moqueca
wrongItem | mandaram de morango, eu pedi de maracujá. e a de maracujá era pra minha sogra, agora vai sobrar pra mim
service; courier | a atendente foi ríspida comigo no telefone e o entregador ainda jogou o troco em cima da mesa da portaria
praise | sem defeitos. o temaki veio fechadinho, arroz no ponto, salmão fresquinho
praise; unanswered | comida excelente, mas tentei falar com vocês para uma encomenda maior e nunca me responderam
delay | status "em preparo" das 20h até 21h, depois "pronto" e ficou mais meia hora esperando entregador
portion; praise | Sabor impecável, mas o bolo de pote estava só pela metade. Parecia que alguém tinha comido antes.
customisation | pedi pra vir sem gergelim e veio com gergelim. sério, sem gergelim era o único pedido
`,
);

/** Set G: safety, allergies, diets and moderation; Spanish and English. */
export const BY_OTHERS_G = parseReviews(
  "othersG",
  `
poisoning | comi o yakisoba ontem à noite e passei a madrugada inteira no banheiro. minha esposa também, que comeu o mesmo. não dá pra ser coincidência
poisoning | fui parar na UPA depois do strogonoff de vocês, tomei soro e tudo. o médico perguntou o que eu tinha comido e adivinha
foreignBody | tinha um negócio na comida que eu nem sei o que era, tipo um plástico duro no meio do arroz
spoiled | a maionese verde tava com um gosto azedo, comi duas colheradas e joguei o resto fora
raw | o hambúrguer de frango veio rosado no meio. frango não pode vir assim né gente
raw; customisation | pedi a picanha BEM PASSADA e chegou sangrando, o centro tava cru mesmo
spoiled | o peixe do temaki tava com um cheiro forte, cheiro de peixe velho. comi um pedaço e parei
poisoning; spoiled | o camarão tava com um gosto estranho, achei que era o tempero. à noite veio a dor de barriga
poisoning | não sei se foi a comida mas depois da marmita fiquei com o estômago embrulhado o dia inteiro
foreignBody | achei um fio de cabelo enrolado no queijo da pizza. perdi a fome na hora
foreignBody | tinha uma barata pequena dentro da embalagem do pastel. não tenho nem palavras
poisoning | meu filho de 6 anos vomitou depois de comer o nuggets, levamos no pronto socorro. estou muito preocupada
raw | a massa do pastel tudo certo mas a carne moída por dentro tava crua, rosa
poisoning; spoiled | pedi sushi domingo à noite, erro meu. segunda fiquei de atestado. o salmão já tava com aquele cheirinho
praise | tinha receio de pedir peixe por delivery mas o ceviche veio fresquinho, geladinho, perfeito
foreignBody; service | achei um pedaço de plástico azul na lasanha, mandei foto no chat e a moça só respondeu "vamos verificar" e sumiu
poisoning; unanswered | passei mal a noite inteira depois do x-tudo, liguei na loja pra avisar e ninguém atende
taste | a coxinha veio com a massa crua por dentro, grudando no dente
raw | sashimi tudo bem, é cru mesmo kkk, mas o salmão GRELHADO do combo veio cru por dentro
praise | pedi ao ponto e a carne veio rosadinha do jeitinho que eu gosto, parabéns pro chapeiro
praise | o kibe cru tava divino, temperado na medida, hortelã fresca
foreignBody | veio um BAND-AID no meio do macarrão. um band-aid usado.
packaging | chegou sem lacre nenhum, a sacola só dobrada. não tem como saber se alguém mexeu
poisoning | comi, deitei e acordei 3 da manhã suando frio e correndo pro banheiro. nunca mais peço peixe aí
raw; praise | o atendimento de vocês é ótimo mas o frango do yakisoba tava cru, borrachudo e rosa
foreignBody | tinha um negócio preto grudado no pão, não era queimado não, parecia plástico derretido
allergy; customisation | sou intolerante à lactose, pedi sem queijo e veio cheio de queijo. passei a tarde toda com cólica
allergy; customisation | meu filho tem APLV e eu escrevi em letra maiúscula na observação. veio com requeijão no recheio. graças a deus eu vi antes dele comer
praise | sou celíaca e tenho pavor de pedir fora. vocês acertaram em tudo, chegou lacrado e com etiqueta sem glúten. obrigada de coração
allergy; customisation | tenho alergia a amendoim e o pad thai veio com amendoim por cima, sendo que avisei no pedido. tive que tomar antialérgico
allergy | sou alérgica a camarão, pedi o risoto de frango e tinha camarão misturado. devem ter usado a mesma panela
praise | respeitaram minha restrição à lactose e ainda mandaram um bilhetinho dizendo que o molho foi feito separado. isso conquista cliente
allergy; unanswered | perguntei no chat se o brownie tinha glúten porque sou celíaco, ninguém respondeu. arrisquei pela descrição "gluten free" e passei mal
allergy; wrongItem | pedi o pão sem glúten e veio o pão normal. sou celíaca, não é frescura
praise | minha filha é alérgica a ovo e o atendente ligou pra confirmar os ingredientes antes de preparar. nota 10 pelo cuidado
allergy; paidExtra | paguei 4 reais a mais pelo leite de aveia e usaram leite normal no cappuccino. sou intolerante, agora tô aqui sofrendo
| perguntei se tinha opção sem lactose, disseram que sim. vou testar na próxima
allergy; service | avisei da alergia a castanha e a resposta no chat foi "aí é com você, a gente não garante". e o pesto veio com castanha mesmo assim
praise; allergy | o lanche tava ótimo, só faltou avisar que o molho da casa tem mostarda. sou alérgico e tive uma reação leve
allergy | comi o frango xadrez e fiquei com a boca formigando, acho que tinha amendoim e ninguém avisou
praise | meu filho é alérgico a corante e vocês tiraram a gelatina da sobremesa, leram a observação direitinho. obrigada
diet; wrongItem | sou diabético, pedi coca zero e veio coca normal. pra mim isso não é detalhe
diet; customisation | pedi o suco sem açúcar, tava doce que nem xarope. sou diabética
diet; customisation | sou vegetariana e escrevi "sem bacon". veio bacon por cima da batata. tirei mas o gosto fica
praise | vegana aqui: o burger de jaca é sensacional e ainda mandaram a maionese de aquafaba como eu pedi. amo vocês
diet; customisation | tô no low carb e pedi pra trocar o arroz por legumes, veio arroz igual
diet; wrongItem | pedi o hambúrguer de grão-de-bico e veio de carne. vegetariano há 12 anos e dei uma mordida antes de perceber
praise | bolo sem açúcar que tem gosto de bolo de verdade! minha mãe é diabética e amou
diet | o prato diz vegano mas o molho claramente tinha creme de leite, deu pra ver e sentir
diet; customisation | pedi a salada sem glúten por escolha minha, não sou celíaca, mas veio com croutons em cima
other=poucas opções veganas | sou vegano e quase não tem opção no cardápio de vocês, fica a sugestão de colocar mais coisa
diet; praise | a comida tava boa mas o docinho de brinde tinha açúcar, e eu marquei que sou diabético. não precisava mandar
praise | low carb raiz: trocaram o pão por folha de alface sem reclamar e ficou ótimo
diet | o "açaí zero açúcar" veio com leite condensado por cima. sou pré-diabética, não pedi isso
mod:offensive; delay | 1h40 esperando, bando de incompetente do caralho, aprende a trabalhar porra
mod:offensive; mod:courier; courier | o motoboy é um filho da puta, jogou o lanche no portão e vazou sem tocar a campainha
mod:offensive; wrongItem | veio tudo errado de novo, essa atendente é uma anta, não sabe nem ler o pedido
mod:offensive; cold | pizza gelada, vão tomar no cu vocês e essa pizzaria de merda
mod:offensive; service | o dono é um babaca arrogante, respondeu no chat como se eu fosse idiota
mod:offensive; missingItem | esqueceram o refri PELA TERCEIRA VEZ, cambada de jumento
mod:offensive; unanswered | ninguém atende essa porra de telefone, cambada de preguiçoso
mod:offensive; poisoning | passei mal a noite toda por causa dessa porcaria, seus porcos imundos
mod:hate; delay | demorou porque só contratam baiano preguiçoso nessa cozinha né
mod:hate; service | o atendente viadinho ficou de frescura no telefone e não quis trocar meu pedido
mod:hate; mod:courier; courier | mandaram um entregador macaco que não sabia nem ler o endereço
mod:hate; taste | esses paraíba não sabem fazer comida, tudo sem tempero
mod:hate; wrongItem | pedido errado de novo, coisa de nordestino burro mesmo
mod:hate; service | a sapatão do balcão me tratou mal quando fui retirar
mod:threat; notDelivered | se meu pedido não chegar em 10 minutos eu vou aí e quebro essa loja inteira
mod:threat; foreignBody | achei cabelo e vou postar a foto em todos os grupos do bairro e no tiktok com o endereço de vocês, vão fechar as portas
mod:threat; mod:courier; courier | esse motoboy me xingou no portão. eu sei a placa dele, da próxima vez ele não sai andando daqui
mod:threat; service | a gerente que me desrespeitou vai ver só, eu sei onde ela mora
mod:threat; mod:offensive; delay | 2 horas de atraso, seus vagabundos, vou aí amanhã e vocês vão apanhar um por um
mod:threat; poisoning | passei mal e vou jogar o nome e o CPF do dono na internet se não me ressarcirem
mod:noOrder | ouvi dizer que a cozinha desse lugar é cheia de rato, não peçam
mod:noOrder | nunca comi mas pela foto já dá pra ver que é congelado requentado
mod:noOrder | minha vizinha trabalhou aí e disse que reaproveitam a comida que volta dos pedidos cancelados. fica o alerta
mod:noOrder | a pizzaria da esquina é muito melhor, essa aqui é cópia barata, nem percam tempo
mod:noOrder | nunca pedi aqui e nem vou, vi no grupo do facebook que um monte de gente passou mal
mod:noOrder; mod:offensive | não comprei nada, só vim dizer que o dono é um corno safado
mod:refund; missingItem | faltou o açaí de 500ml e o ifood negou meu reembolso, falaram que o restaurante confirmou tudo. quero meu dinheiro
mod:refund; notDelivered | o pedido não chegou, apareceu como entregue, e até agora nada do estorno no cartão. já são 12 dias úteis
mod:refund | o pedido foi cancelado pelo app e o estorno do pix não caiu até hoje
mod:refund; wrongItem | veio o pedido de outra pessoa, pedi reembolso e só me deram cupom de 10 reais. cupom não paga minha janta
mod:refund; cold; praise | a comida chegou fria, pedi reembolso parcial pelo app e recusaram. a comida em si é muito boa, pena
mod:refund; app | cobraram duas vezes no cartão o mesmo pedido e o estorno de uma delas nunca veio
mod:courier; courier; praise | o entregador não quis subir, me fez descer 8 andares com a perna machucada. a comida tava ótima
mod:courier; courier | o motoboy abriu a sacola e comeu batata, o lacre tava rasgado e o pacote pela metade
mod:courier; courier; delay; praise | o entregador ficou rodando o bairro 40 min, o mapa mostrava ele indo pro lado errado. comida nota 10
mod:courier; courier | entregador me mandou mensagem pedindo pra eu cancelar a entrega e ir buscar no restaurante, absurdo
mod:courier; courier; praise | a pizza tava uma delícia mas o motoboy é um grosso, nem boa noite deu
mod:app; app | o cupom de 20 reais sumiu na hora de finalizar, o app é uma bagunça. nada contra o restaurante
mod:app; app; praise | o rastreio ficou travado em "saiu para entrega" por uma hora, mas chegou quentinho
mod:app; app | o app cobrou uma taxa de serviço que não aparecia antes de finalizar, muito feio isso
general | que vergonha, um restaurante desse tamanho entregando uma coisa dessas
delay; cold | palhaçada, 2 horas de espera pra receber comida gelada
unanswered; missingItem | descaso total, faltou metade do pedido e ninguém responde o chat
wrongItem | ridículo. terceiro pedido errado esse mês. vocês não leem?
general | absurdo o que virou esse lugar. já foi bom, hoje é uma tristeza
pricePortion | roubo! 60 reais numa marmita que não enche nem uma criança
service | vergonhoso o jeito que a atendente me tratou, nunca vi tamanha falta de educação
customisation | inacreditável, escrevi SEM CEBOLA em três lugares e veio cebola em tudo. falta de respeito com o cliente
foreignBody | achei um pedaço de metal no hambúrguer, já registrei no Procon e guardei a prova
poisoning | vou entrar com processo, passei 3 dias com diarreia e tenho o laudo da UPA
notDelivered; unanswered | pedido não entregue e ninguém da loja me responde, vou acionar o Procon e o juizado de pequenas causas
allergy; customisation | meu advogado já está sabendo. avisei da alergia a camarão e o molho veio com camarão
price | cobraram 18 reais de embalagem, isso é abusivo, vou registrar no Reclame Aqui e no Procon
spoiled; unanswered | frango com cheiro de estragado, mandei mensagem e nada. próxima etapa é a vigilância sanitária
other=cobrança em dobro na maquininha | o motoboy da loja passou a taxa de entrega duas vezes na maquininha, já abri reclamação no Procon
| pedi pela primeira vez, ainda não sei o que achar
praise; delay | demorou um pouco mas valeu cada minuto, o frango frito é crocante demais
melted; praise | o sorvete chegou meio derretido, mas o sabor de pistache é incrível
paidExtra | paguei borda de catupiry e veio sem borda
portion | porção de batata minúscula, dava umas 15 batatinhas contadas
| comida normal, nada demais
poisoning | Pedí el combinado de sushi y a la noche terminé con dolor de panza y vómitos. Somos turistas, ni sabíamos a dónde ir
raw | El pollo vino crudo por dentro, rosado al lado del hueso. Imposible comerlo
allergy; customisation | Soy celíaca, lo aclaré en las observaciones y la milanesa vino empanada con pan rallado común
praise | Soy intolerante a la lactosa y respetaron todo, hasta me mandaron una notita. ¡Gracias, de verdad!
diet; wrongItem | Pedí la hamburguesa vegetariana y vino de carne. Soy vegetariano hace años, qué bronca
mod:offensive; delay | Tardaron dos horas, son unos pelotudos de mierda, aprendan a laburar
mod:threat; notDelivered | El pedido nunca llegó. Si no me devuelven la plata voy al local y les rompo todo
mod:noOrder | Nunca comí acá pero un amigo me dijo que usan carne de segunda. No pidan
mod:refund; missingItem | Faltó la bebida y la app no me quiere hacer el reembolso, dicen que el restaurante confirmó todo
mod:courier; courier; praise | El repartidor no quiso subir y encima me gritó por el portero. La comida, riquísima
spoiled | El pescado tenía un olor fuerte, olor a viejo. No lo comimos
foreignBody | Encontré un pelo largo en la ensalada. Un asco
general | Qué vergüenza, la peor experiencia que tuve en todo el viaje
pricePortion | Un robo, 80 reales por dos empanadas chiquitas y una gaseosa
mod:hate; service | El cajero, un bolita ignorante, no entendió nada del pedido
delay; cold | Llegó una hora tarde y la pizza helada
diet; customisation | Pedí el jugo sin azúcar porque soy diabético y vino dulcísimo
customisation; praise | Muy rico todo, pero pedí sin cebolla y vino con cebolla
mod:app; app | La aplicación rechazó mi tarjeta extranjera tres veces, nada que ver con el restaurante
notDelivered | Voy a hacer la denuncia en Procon, el pedido figura como entregado y nunca llegó
poisoning | Had the shrimp moqueca on Friday and spent the whole weekend with stomach cramps. Something was off.
allergy; customisation | Severe peanut allergy, I wrote it in the notes AND called. The satay sauce was on the chicken anyway. Had to use my EpiPen.
praise | Vegan here, and they actually got it right. No butter, no cheese, and it was delicious.
raw; customisation | Asked for the burger well done, it came basically raw in the middle, cold red center.
mod:offensive; wrongItem | Wrong order AGAIN. Are you fucking kidding me, useless idiots
mod:noOrder | Never ordered here but I heard from coworkers the kitchen is filthy. Stay away.
mod:refund; notDelivered | Order never arrived, the app says delivered, and support refuses to refund me.
mod:courier; courier | Delivery guy opened the bag in front of me to "check" something and the seal was broken. Food itself was fine.
diet | Ordered the sugar-free dessert for my diabetic dad and it came drenched in condensed milk syrup.
mod:threat; delay | Two hours late. I know where your shop is, next time I'm coming in person and someone's getting hurt.
pricePortion | Way overpriced for a tiny portion. 70 reais for a handful of chicken pieces.
spoiled | The coconut water tasted sour, like it had gone bad.
general | What a disgrace. Total disregard for customers.
delay; praise | Took a while but the feijoada was worth the wait.
mod:hate; delay | Slow as always, what do you expect from a kitchen full of faggots
`,
);

/** Set H: short phone reviews, regional words. */
export const BY_OTHERS_H = parseReviews(
  "othersH",
  `
praise | pastel sequinho crocante, recheio farto. amei
praise | perfeito como sempre
price; portion | taxa de entrega 9,90 e o prato veio pela metade
packaging | o caldo vazou todo na sacola
praise; taste | atendimento top mas o frango tava mt salgado
delay; service | atrasou e quando perguntei me responderam com ignorancia
taste | mt salgado o feijao
portion | marmita pequena, mal da pra uma pessoa
notDelivered | marcou como entregue e nao recebi nada
wrongItem | obrigado pelo x-tudo, pena q pedi um misto kkkkk
mod:threat; wrongItem | vou expor vcs no insta, veio tudo errado de novo
notDelivered | meu pedido nunca chegou
pricePortion; taste | 40 conto num yakisoba pequeno e sem sabor
app | o cupom nao funcionou no app
praise | chegou antes do previsto, tudo quentinho
customisation | pedi o hamburguer bem passado e veio ao ponto
portion | o recheio do pastel tava de brincadeira ne, precisei de lupa 🔍
unanswered | liguei 3x na loja e ninguem atende
wrongItem; delay | pedi 2 esfiha de carne, veio de frango. e ainda demorou
melted | açai chegou derretido virou sopa
praise | marmitex caprichada, feijao com tempero de vó
taste | tapioca crua por dentro, massa grudenta
diet | prato vegano com queijo?? vcs tao de brincadeira
other=troco | mandei troco pra 50 e veio sem troco
general | nunca mais peço
cold; packaging | veio frio e a tampa da marmita aberta
| normal, nada demais
delay | demorouuuu quase 2 horas pra chegar um hamburguer
cold | amei a pizza em temperatura ambiente, mt inovador
wrongItem; taste | veio temaki de salmao em vez de atum e o arroz sem tempero nenhum
customisation | "sem cebola" deve significar "capricha na cebola" pra vcs ne
wrongItem; missingItem | veio sabor errado e ainda faltou o refrigerante
diet | sou vegetariana, pedi o pastel de palmito e veio carne moida junto
poisoning | passei a noite vomitando depois do sushi
price | taxa de entrega de 12 reais pra 2km?? absurdo
missingItem | faltou a batata do combo
packaging | adorei o yakisoba espalhado no fundo da sacola, embalagem nota 10 😒
wrongItem | veio o pedido de outra pessoa, nem era meu nome
missingItem | nao veio os talheres
allergy | sou intolerante a lactose, perguntei no chat e disseram q nao tinha leite. tinha requeijao
service | a moça do whats foi super mal educada
praise | muito bom
customisation | pedi SEM CEBOLA e veio cheio de cebola
praise | sushi fresquinho, peixe de qualidade. recomendo demaaais
raw | frango cru por dentro, tava ate rosado
delay; courier | 1h40 de espera e o motoboy ainda reclamou q era longe
wrongItem | pedi x-salada veio x-egg
foreignBody | tinha um pedaço de plastico no hamburguer
delay; cold; taste | demorou uma eternidade, chegou gelado e o pastel murcho
mod:courier; courier | o motoboy do ifood foi um grosso, a loja nao tem culpa
taste | sem tempero nenhum, comida sem gosto
praise; delay | comida mt boa mas demorô demais pra chegar
praise | acarajé top, vatapá bem feito, camarao graudo
praise | caldo de cana geladinho e pastel de carne, combo imbativel
pricePortion | 45 reais por 3 espetinho, ta vendendo carne de ouro?
delay; courier; cold | motoboy se perdeu, rodou o bairro todo, chegou 1h dps e frio
delay | parabens pela rapidez, 2h pra atravessar a rua 👏👏
mod:offensive; delay | bando de incompetente, 2 hora pra entregar uma pizza
packaging; missingItem | a sacola veio rasgada, o molho vazou e nao veio guardanapo
praise | top
customisation; missingItem | pedi caldo de cana sem gelo e veio cheio de gelo, e nem mandaram canudo
praise | sempre peço e nunca me decepcionou 👏👏
diet | pedi o suco sem açucar pq sou diabetico e veio adoçado
| ok
praise | baião de dois maravilhoso, lembrou minha mae
delay; cold | demorou 1h e chegou tudo frio
courier | entregador grosso demais
praise | amei a cartinha q veio junto 🥰
warmDrink | guarana quente e sem gas
praise | mt bom msm, recomendo
taste | arroz empapado
taste; packaging | tudo revirado na caixa e o arroz duro
missingItem; paidExtra | nao veio a farofa e o ovo adicional q paguei tb nao
warmDrink | coca veio quente
taste | pao duro
courier; packaging | entregador chegou com a bag aberta e o suco derramado
praise | excelente!!!
praise | bom demais
paidExtra | paguei borda recheada e veio sem borda
wrongItem | pedi açai com morango veio com banana 😑
courier | motoboy nao quis subir, tive q descer 3 andares
cold | pizza gelada, tive q esquentar no microondas
portion | pastel com pouco recheio, so massa
portion; taste | marmitex pequena e o frango seco demais
mod:app; app | app do ifood é uma porcaria, nao consegui pagar com pix
mod:offensive; general | lanche de merda, cozinheiro porco
paidExtra; portion | paguei adicional de queijo e nao veio, e a porção de fritas minuscula
praise | buchada igual a do interior, parabens
packaging | caixa da pizza amassada, queijo grudou todo na tampa
praise | melhor açai da regiao sem duvida 💜💜
taste | hamburguer queimado
taste; price | pizza sem graça, queijo de pessima qualidade, e nao é barata
general | horrivel
praise | espetinho no ponto, farofa mt boa tb
app | o rastreamento nao atualizava, fiquei sem saber do pedido
praise | o misto quente é simples mas é o melhor q ja comi kkk
taste | sal com um pouquinho de arroz, delicia
cold; taste | pizza fria e massa crua no meio
allergy | celiaca aqui, pedi tapioca pq nao tem gluten e o recheio veio empanado
mod:noOrder | nunca pedi mas dizem q a cozinha desse lugar é imunda
praise; cold | sabor bom mas veio friozinho
delay | demorou mt
wrongItem | pedi pizza grande veio broto
spoiled; poisoning | o leite condensado do açai tava azedo, passei mal dps
cold; portion | tapioca fria e recheio miseravel
praise | entregador mt educado e a comida show
foreignBody | BARATA NA MARMITA. NUNCA MAIS
praise; portion | gostoso mas a porção diminuiu mt
other=nota fiscal | pedi nota fiscal e nao mandaram
spoiled | maionese azeda, cheiro horrivel
praise | tudo certinho obg
delay; app | o app mostrou saindo pra entrega por 40min e nada, atrasou dmais
praise | nota 10
delay | 1h30 pra um misto quente ne
delay; unanswered | atrasou mt e ninguem respondia no chat
praise | a pizza de calabresa é mto boa, massa fininha do jeito q eu gosto
cold; warmDrink | lanche frio e refri quente
customisation | pedi o molho a parte e veio tudo misturado
raw; poisoning | carne do churrasquinho crua por dentro e dps me deu dor de barriga
wrongItem; missingItem; cold | trocaram o suco, faltou a sobremesa e tava tudo frio
pricePortion | o preço subiu e a marmita diminuiu, q feio
missingItem | cade o sache de ketchup? nenhum
taste | batata murcha e oleosa
cold | veio fio
customisation; wrongItem | pedi sem tomate e sem maionese, veio com os dois e ainda era x-burguer e nao x-salada
praise | chegou rapidinho e quentinho 😋
missingItem; service | faltou o guarana e qdo reclamei a atendente disse q nao era problema dela
pricePortion | 35 reais num açai de 300ml com quase nada de complemento
spoiled | o peixe do temaki tava com cheiro forte, estragado
praise | tapioca de carne de sol com queijo coalho 😍😍
taste; portion | caldo ralo, agua pura, e pouca carne
mod:refund | pedido cancelado e ate agora o ifood nao devolveu meu dinheiro
delay; cold | chegou tão rapido q deu tempo da comida esfriar completinha 😂
praise; missingItem | adoro o acarajé daqui mas esqueceram a pimenta de novo
taste; warmDrink | pastel encharcado de oleo e o caldo de cana veio quente
missingItem | o refri deve ter ido passear pq aqui nao chegou
portion; missingItem | combo pequeno e veio sem shoyu e sem hashi
praise | o x-bacon de vcs é mt bom kkkk virei cliente
customisation; cold | pedi pão na chapa bem tostadinho, veio mole e frio
paidExtra | paguei bacon extra e nao tinha bacon nenhum
foreignBody | achei um cabelo no meio do arroz 🤢
packaging | sushi todo revirado na embalagem
cold | comida chegou friiiia
praise | melhor quentinha do centro, bem servida e preço justo
praise | pao de queijo ainda quentinho, chegou voando
missingItem | esqueseram o refri
delay | pedi 19h chegou 20:40
melted; delay | o sorvete derreteu todo, 50 min pra chegar
notDelivered; unanswered | pedido nao chegou e a loja nao atende o telefone
price | caro demais
`,
);

/** Set I: implied complaints, questions, fixed problems, earlier orders. */
export const BY_OTHERS_I = parseReviews(
  "othersI",
  `
delay | deu tempo de tomar banho, secar o cabelo e assistir um episódio inteiro antes do motoboy aparecer
cold | a mussarela já tinha endurecido e a caixa nem esquentava mais a mão
warmDrink | a coca parecia que tinha passado a tarde toda no sol
melted | o sundae chegou virado sopa, a calda e o sorvete viraram uma coisa só no fundo do copo
delay | pedi pro almoço, acabei jantando
portion | abri a embalagem e fiquei procurando o resto do strogonoff
taste | bebi uns três copos d'água depois desse yakisoba
packaging | o saco chegou com uma poça de caldo no fundo e o pote de sopa pela metade
taste | a batata dobrava igual macarrão
delay; cold | quando o entregador chegou meu filho já tinha desistido e ido dormir, e a lasanha parecia ter saído da geladeira
missingItem | o hambúrguer veio sozinho, a batata deve ter ficado com saudade da loja
taste | dava pra fazer castelinho com esse arroz de tão empapado
delay | quando a pizza chegou eu já tinha feito um miojo e comido
cold | nem fumacinha saiu quando abri o caldo verde
portion | contei os camarões: cinco. no "risoto de camarão"
pricePortion | 68 reais e fui dormir com fome
raw | o frango por dentro estava rosinha e molhado, larguei no primeiro pedaço
poisoning | passei a madrugada inteira indo e voltando do banheiro depois do temaki
spoiled | o cream cheese do hot roll tinha um cheirinho azedo, joguei tudo fora
customisation | passei dez minutos catando cebola do meu lanche "sem cebola"
courier; mod:courier | o motoqueiro ficou buzinando na frente do prédio e foi embora resmungando porque eu demorei dois minutos pra descer
foreignBody | achei um fio comprido e preto no meio do arroz, e aqui em casa todo mundo é loiro
delay; cold | o entregador bateu aqui quase 10 da noite com um pedido que fiz às 8. da temperatura da comida eu nem vou falar
praise; delay | comida maravilhosa, tempero de vó, só que levou 1h40 pra chegar
praise; missingItem | o burger tava perfeito, suculento, mas esqueceram meu guaraná
praise; cold | apesar de ter chegado frio, o sabor dessa feijoada é sensacional
praise; portion | tirando o tamanho da porção, que tá cada vez menor, o resto é impecável
praise; packaging | sabor ótimo, porém a tampa do molho abriu e sujou o saco inteiro
praise; customisation | pena que ignoraram o pedido de carne mal passada, veio esturricada, porque o pão e o molho são top
praise; pricePortion | açaí delicioso, mas 32 reais num copinho de 300ml não dá
praise; taste | a pizza é linda, massa fininha, mas o sal passou muito do ponto
praise; taste | apresentação caprichada, embalagem linda, porém o sabor é bem sem graça
praise; courier; mod:courier | fora o entregador que me tratou com grosseria no portão, tudo certo, comida excelente
praise; service | a comida é ótima mas a moça do whatsapp responde com uma má vontade impressionante
praise; delay | chegou quentinho, bem embalado, bem servido. só que demorou o dobro do tempo que o app prometeu
praise; paidExtra | paguei 6 reais de cheddar extra e não veio, mas o lanche em si tava bom
praise; wrongItem | pedi o de frango e veio o de carne, mas admito que tava gostoso
praise; foreignBody | adoro esse restaurante, pena que dessa vez veio um pedaço de plástico no meio da salada
praise; price | o poke é fresquíssimo, peixe de qualidade, porém a taxa de entrega de 14 reais é um absurdo
praise; app; mod:app | o restaurante é nota 10, o problema foi o app que não aceitou meu cupom de jeito nenhum
praise; melted | o sorvete é uma delícia, mas chegou meio derretido, escorrendo pela lateral do pote
praise; warmDrink | lanche top, porém o refrigerante chegou quente e sem gás
praise; taste | tirando a batata murcha, o combo é muito bom
praise; missingItem | o yakisoba é o melhor da região, só que mandaram sem hashi e sem o shoyu
praise; diet | pedi a opção vegetariana e veio com bacon por cima. o pessoal do chat foi super educado, mas eu sou vegetariana há 10 anos, né
praise; allergy | a comida é uma delícia, pena que avisei na observação que tenho intolerância a lactose e o molho veio cheio de creme de leite
praise; unanswered | marmita boa, bem temperada. porém tentei falar com a loja pra corrigir o número da casa e ninguém respondeu
cold | tive que jogar a pizza no forno por 10 minutos pra conseguir comer
service | tive que ligar 3 vezes pra conseguir tirar um item do pedido, e em cada ligação me passavam pra outra pessoa que não sabia de nada
courier; mod:courier | tive que descer 7 andares de muleta porque o entregador se recusou a subir
missingItem | tive que comer o açaí com a colher de pau da cozinha, porque colher que é bom não veio
notDelivered | o app disse que foi entregue, nada chegou, e tive que ir até a loja buscar meu próprio pedido
taste | tive que passar o macarrão na panela de novo porque tava duro, cru no meio
packaging | tive que trocar a toalha da mesa, o molho vazou da marmita e encharcou tudo
customisation | tive que raspar a maionese do pão com uma faca, sendo que escrevi SEM MAIONESE em letra maiúscula
missingItem | tive que pedir um refri em outro lugar porque o do combo não veio
raw | tive que fritar os nuggets de novo, por dentro tavam crus e gelados
portion | tive que fritar um ovo pra completar porque a marmita não enchia nem criança
delay; unanswered | tive que mandar mensagem três vezes no chat sem resposta nenhuma, e no fim o pedido chegou 1h20 depois
courier; mod:courier | tive que ir buscar na esquina porque o motoboy disse que não entrava em rua de terra
wrongItem | tive que devolver a pizza pro entregador porque era de outro cliente, com outro nome na comanda
other=nota fiscal | tive que pedir a nota fiscal três vezes e até agora nada
taste | tive que arrancar a parte queimada da esfiha pra aproveitar alguma coisa
cold; warmDrink | tive que botar a cerveja no congelador e a porção de frango na air fryer. nada chegou na temperatura certa
paidExtra | tive que abrir chamado no app pra reclamar da borda de catupiry que eu paguei e não veio
other=troco faltando | paguei com nota de 100 e o troco veio faltando 20 reais. gorjeta obrigatória agora?
missingItem | mandaram sopa sem colher. era pra beber direto do pote?
portion | isso aqui é porção pra uma pessoa ou pra um passarinho?
delay | 1h50 é o novo "30-40 minutos"?
wrongItem | desde quando calabresa leva abacaxi? pedi calabresa e mandaram havaiana
customisation | qual parte do "sem tomate" ficou difícil de entender?
pricePortion | 45 reais nisso? sério mesmo?
taste | alguém provou esse feijão antes de mandar? é sal puro
missingItem | onde tá o molho da casa que vem no combo? revirei o saco inteiro
cold | vocês mandam o hambúrguer pela geladeira?
portion | cadê o recheio do pastel de carne? só tem massa e ar
unanswered | pra que serve o telefone no perfil se ninguém atende?
paidExtra | cadê o bacon extra que eu paguei?
foreignBody | isso preto na salada é tempero ou é bicho? porque tá se mexendo
raw | frango ao ponto agora é moda? tava sangrando por dentro
delay; cold | vocês sabem que sopa é pra chegar quente, né? e que duas horas de espera é muito?
packaging | quem fechou essa embalagem? metade do açaí tava no fundo do saco
praise | achei que ia chegar frio pela distância, mas chegou pelando. parabéns
wrongItem; praise | veio o sabor errado, liguei e em 20 minutos chegou o certo sem custo nenhum. atendimento nota mil
praise | nenhum problema, tudo certinho, sem atraso, sem erro, sem nada faltando
praise | tava com medo do sushi chegar quente, mas veio geladinho e fresquinho
missingItem; praise | faltou a batata, mandei mensagem e eles mandaram outro motoboy com ela e ainda um brownie de cortesia. assim dá gosto
praise | primeiro pedido aqui e não tive nenhum dos problemas que li nos comentários. chegou rápido e quente
praise | não veio frio, não veio errado, não veio faltando nada. o básico bem feito, e isso hoje em dia é raro
delay; praise | atrasou um pouco por causa da chuva, mas avisaram pelo chat e chegou bem embalado e quentinho
praise | abri o saco esperando o pior porque o motoboy veio voando, mas nada derramou, a embalagem é muito boa
customisation; praise | esqueceram de tirar a cebola, mas quando reclamei refizeram o lanche na hora e mandaram de novo. respeito
praise | pedi sem glúten meio desconfiada, mas veio tudo separado e identificado. finalmente um lugar que leva a sério
praise | veio um guaraná a mais por engano e ainda disseram pra eu ficar. comida excelente
wrongItem; praise | mandaram a coca normal no lugar da zero, avisei e em 15 minutos trocaram. errar todo mundo erra, o importante é resolver
praise | a moça do chat me avisou antes que o item estava em falta e ofereceu troca. adorei a transparência
praise | nada a reclamar, e olha que eu reclamo de tudo
praise | esperava que a porção fosse pequena pelo preço, mas veio muito bem servida
praise | a tampa do caldo soltou um pouco, mas estava dentro de outro saquinho, então não sujou nada. bem pensado
praise | da última vez a pizza chegou fria e eu reclamei aqui. hoje veio quentíssima, parece que ouviram
missingItem; unanswered | no pedido da semana passada faltou o refri e ninguém respondeu minhas mensagens. hoje pedi de novo e aconteceu a mesma coisa
pricePortion | pedi o mesmo combo mês passado e veio muito mais batata. o preço subiu e a porção encolheu
praise; cold | sempre pedi aqui e sempre foi ótimo, mas esse último veio gelado
paidExtra; unanswered | ainda estou esperando resposta sobre a borda recheada que paguei no pedido anterior e não veio. mandei mensagem e nada
taste | antes o frango era crocante, agora vem mole e encharcado de óleo. mudaram a receita?
praise | o pedido anterior veio errado mas esse veio perfeito, dei uma segunda chance e valeu a pena
delay | segunda vez seguida que passa de 1 hora. da primeira eu relevei
portion | comparando com meu pedido de janeiro, o poke agora vem com metade do salmão
wrongItem | semana passada trocaram o sabor do meu açaí. hoje de novo. tô começando a achar que é de propósito
courier; mod:courier | no último pedido o entregador foi educado, esse de hoje mal olhou na minha cara e largou o saco no chão
praise | já tinha pedido uma vez e achado mediano, resolvi tentar outro prato e me surpreendi, muito bom
general | o pedido anterior foi ótimo, esse foi um desastre do início ao fim
foreignBody | mês passado achei um cabelo e deixei passar. hoje veio outro. chega
 | comida de marmitex mesmo, nem boa nem ruim
general | esperava bem mais pela fama
 | normal. comi, matou a fome
praise; taste | bom, mas o molho é meio sem graça
 | três estrelas porque não teve nada de errado, mas também nada de especial
pricePortion | mediano. pelo preço que cobram eu esperava mais
 | sabor ok, entrega ok, preço ok. nada que me faça voltar correndo nem fugir
praise; portion | a comida é boa, a porção que é meio justa
 | razoável
taste | esperava mais do tal "melhor hambúrguer da cidade". é um hambúrguer comum, carne sem tempero nenhum
 | primeira vez pedindo. achei ok, talvez peça de novo, talvez não
praise; taste | a salada estava fresca, o frango é que estava meio seco
general | sei lá, não me conquistou
praise; pricePortion | gostoso, mas caro pro tamanho
mod:offensive; delay; cold; missingItem; service | Pedi às 19h, chegou 20h35. A pizza estava fria, faltou o guaraná de 2 litros que vinha no combo, e quando liguei pra reclamar a atendente disse que "não era problema dela" e desligou na minha cara. Bando de incompetentes.
wrongItem; packaging; taste | Veio temaki de salmão grelhado no lugar do cru, a embalagem chegou amassada com o cone todo desmontado e o shoyu vazado, e pra completar o arroz estava duro e sem tempero nenhum.
portion; customisation; paidExtra; delay | Marmita fitness com 4 colheres de arroz e um filé de frango do tamanho de um biscoito. Pedi o molho à parte e veio tudo misturado. Paguei adicional de ovo e não veio ovo. E ainda demorou 1h10 pra uma marmita que já estava pronta.
courier; packaging; cold | O entregador chegou falando no telefone, nem cumprimentou, entregou o saco de cabeça pra baixo e a farofa se espalhou por tudo. O feijão vazou e a carne chegou gelada.
raw; poisoning; unanswered | O frango frito estava cru perto do osso, comi dois pedaços antes de perceber. Passei a noite vomitando. Mandei mensagem pra loja com foto e até agora ninguém deu sinal de vida.
app; delay; service | O cupom de primeira compra não funcionou (culpa do app, eu sei), mas o restaurante também não ajudou: levou quase duas horas, e quando perguntei no chat me responderam "tá saindo, calma". Calma eu tive, paciência acabou.
price; pricePortion; taste | Taxa de entrega de 12 reais pra 2 km. O prato individual de 49 reais veio com pouquíssimo macarrão, e o molho branco estava talhado e com gosto de farinha crua.
wrongItem; missingItem; unanswered | Pedi 3 esfihas de carne, 3 de queijo e uma coalhada. Vieram 6 de queijo, nenhuma de carne, e a coalhada não veio. Liguei duas vezes, chamou até cair.
allergy; service | Coloquei na observação que meu filho é alérgico a amendoim, em letra maiúscula. O pad thai veio coberto de amendoim. Liguei e a pessoa disse que "era só tirar". Não é só tirar, é alergia. Por sorte percebemos antes dele comer.
melted; delay; missingItem; price | O pote de sorvete chegou praticamente líquido depois de 1 hora de espera, as casquinhas que vinham no kit não vieram e ainda cobram 9,90 de taxa. Nunca mais.
spoiled; foreignBody; service | A maionese verde estava com cheiro azedo, no meio do pão tinha um pedaço de plástico transparente e quando reclamei no chat disseram que devia ser da embalagem e que não tinham o que fazer.
notDelivered; courier; unanswered | O app marcou entregue às 21h10 e nada chegou. O motoboy não atendia o telefone, a loja também não, e eu fiquei sem jantar e sem resposta.
diet; taste; packaging | Pedi o combo vegano e o hambúrguer veio com queijo comum por cima. A batata chegou encharcada de óleo e a caixa se desmanchou na minha mão de tão molhada.
delay; wrongItem; cold; service | Esperei 1h30. Quando chegou, era o pedido de outra pessoa. Liguei, pediram desculpa sem vontade nenhuma e mandaram o certo 50 minutos depois, já frio.
delay; cold | Tardó casi dos horas y la hamburguesa llegó más fría que mi ex.
praise; missingItem | La pizza estaba buenísima, pero no mandaron la gaseosa que venía en el combo.
portion | ¿Esto es una porción para dos? Apenas me alcanzó a mí solo.
wrongItem; praise | El pedido llegó equivocado pero lo cambiaron enseguida, muy amables.
praise; customisation | Great flavor, but I asked for no onions and they were all over it.
delay | Had to call twice to ask where my food was. Showed up 70 minutes late.
praise | I was worried the sushi would arrive warm in this heat, but it came perfectly chilled. Will order again.
pricePortion; taste | Is this supposed to be a large? Tiny, overpriced, and the crust was burnt.
 | It was fine. Nothing special.
`,
);

/** Set J: five restaurants' month. */
export const BY_OTHERS_J = parseReviews(
  "othersJ",
  `
pricePortion | R$ 60 em 8 peças de sushi. Me senti em Tóquio, pelo menos no preço.
pricePortion; packaging | Caixa de 12 brigadinhos por 45 reais... eram 12 sim, mas do tamanho de uma ervilha. E dois vieram amassados.
mod:offensive; delay | bando de incompetente do caralho, 2 horas esperando essa merda
delay; wrongItem | Took over an hour and they sent spicy tuna instead of the salmon rolls I ordered. Not great when you're starving.
service | A moça do WhatsApp foi super seca quando perguntei quais lanches não levavam maionese. Respondeu "olha o cardápio" e visualizou o resto.
raw | frango do yakisoba cru por dentro, rosado e molenga. joguei tudo fora
missingItem; paidExtra | Não veio o molho barbecue nem o adicional de ovo que eu paguei.
other=nota fiscal com CNPJ | Pedi nota fiscal com CNPJ na observação e não mandaram. Preciso dela pra prestar contas na empresa, agora vou ter que pagar do meu bolso.
mod:threat; wrongItem | Terceira vez que erram meu pedido. Sei onde fica a loja, da próxima vez vou pessoalmente resolver do meu jeito com o dono.
cold; taste | Pizza showed up lukewarm and the crust was chewy and pale, kind of undercooked.
cold; praise | Tempero excelente, mas a lasanha chegou morna.
wrongItem; missingItem | Veio hambúrguer de frango no lugar do de costela e a batata nem veio.
paidExtra; customisation | paguei cheddar extra e nao veio, e pedi a carne mal passada e veio seca bem passada
praise | melhor torta holandesa q ja comi por delivery
melted; packaging | o bolo de sorvete chegou derretido e a caixa toda melada, pingando pelo elevador
praise | Ordered the salmon poke and a few hot rolls, everything tasted super fresh and the portion was generous. Nice packaging too, nothing spilled on the way.
wrongItem | Muito legal a surpresa, pedi de frango e veio de atum. Adoro uma loteria.
packaging; missingItem | A sacola veio rasgada, o molho do frango vazou todo e o guaraná não veio.
unanswered | Mandei 4 mensagens no chat perguntando do pedido e ninguém respondeu. Chegou, mas passei uma hora sem saber se tinha sido aceito.
price; app | taxa de servico do app + taxa de entrega da loja = 15 reais num pedido de 30
diet | pedi o poke vegano e veio com cream cheese e maionese por cima. vegano nao leva laticinio né gente
delay; cold; taste | demorou quase 2h e a pizza chegou fria, borda dura feito biscoito
praise | brigadeiro de pistache é outro nivel
packaging | caixa da pizza amassada, a pizza toda escorregada pro canto e o queijo grudado na tampa
wrongItem | Ordered a large and got a medium. Checked the receipt, I was definitely charged for the large.
portion | "Marmita família" deu pra mim e pra meio passarinho. Obrigado pela generosidade.
diet | pedi refri zero pq sou diabetico e veio normal
customisation | pedi bem passado, escrevi na observação. veio ao ponto, vermelhinho no meio. nao curto assim
price | 38 conto num hamburguer simples sem batata? tão loucos
praise | sempre perfeito ❤️
general | decepcionante. esperava muito mais pelas avaliações
praise | Minha filha é enjoada pra comer e devorou a pizza de frango com catupiry sozinha. Precisa dizer mais?
customisation; cold | sem cebola. veio com cebola. e frio
praise | smash duplo brabo demais 🔥🔥
foreignBody | tinha um pedaço de plastico duro no meio do hamburguer, quase quebrei o dente
delay; missingItem; praise | Fiz o pedido pro jantar de aniversário do meu namorado. Demorou 1h15, o que já me deixou nervosa, e quando abri não tinha o sashimi, que era justamente o prato principal. O resto estava gostoso, mas a noite ficou meio estragada.
praise | Liguei pra perguntar se dava pra trocar o guaraná por suco e a moça foi um amor, trocou sem cobrar nada. Atendimento assim faz diferença.
delay | entrega relampago, so 2h e 10 min. parabens 👏
taste | hamburguer passou muito do ponto, parecia sola de sapato
poisoning | Passei a madrugada vomitando depois do combinado de ontem. Fui o único da casa que comeu o sushi, então não tem muita dúvida.
praise | O X-tudo é gigante, dividi com meu marido e ainda sobrou. Muito saboroso.
wrongItem; cold | Veio a marmita de frango em vez da de carne, e fria ainda
portion | A marmita "grande" tinha três colheradas de arroz e um pedacinho de frango do tamanho de uma moeda. Grande onde?
packaging | O copo do açaí veio com a tampa solta e metade escorreu dentro da sacola. Tive que lavar a sacola, a mesa e o tapete.
notDelivered | Paguei no cartão pelo app, o pedido sumiu e ninguém entregou. Quero pelo menos uma explicação.
customisation; taste; missingItem | A pizza meia calabresa meia muçarela veio com cebola nas duas metades (pedi sem), o orégano com gosto de guardado, e esqueceram o ketchup que eu tinha pedido.
wrongItem; service | Mandaram pizza de chocolate no lugar da portuguesa e quando liguei a atendente disse que eu tinha pedido errado. Mandei o print do pedido e mesmo assim ninguém pediu desculpa.
courier; packaging | motoboy jogou a sacola por cima do portão, a pizza virou de lado
other=sem troco pra 100 | Avisei na observação que ia pagar em dinheiro e precisava de troco pra 100. Chegou sem troco nenhum e tive que correr na padaria da esquina enquanto a comida esfriava.
praise | Burger suculento, pão brioche macio, batata sequinha. Chegou em 25 minutos debaixo de chuva. Parabéns pro pessoal da cozinha e da entrega.
mod:offensive; general | lixo de lugar, dono ladrão
praise | açai de 700 com banana granola e leite ninho, perfeito pro pos treino
melted; delay | açai virou milkshake de tanto q demorou, 1h pra 2km
pricePortion; taste | R$ 34 numa marmita com um ovo frito, um punhado de arroz e uma salada murcha. Caro demais pra tão pouco.
praise | açai cremoso demais, nada daquele gelo cristalizado. e os acompanhamentos vieram separadinhos
unanswered | Telefone da loja só dá caixa postal. Tentei três vezes antes de desistir.
delay; unanswered | O pedido ficou "em preparo" por 1h20. Liguei, mandei mensagem, nada. Chegou quase às 22h sem nenhuma satisfação.
praise | Almoço do escritório resolvido de novo. Bife acebolado macio, arroz soltinho, salada fresca. Obrigada, equipe!
mod:refund | Cancelaram meu pedido e até agora o estorno não caiu no cartão, já faz 10 dias. O iFood joga pra loja e a loja joga pro iFood.
wrongItem | Pedi açaí com morango e veio com kiwi. Detesto kiwi.
| primeira vez pedindo, vamos ver
praise | Sou chato com sushi e confesso que me surpreenderam. Corte do peixe bonito, nada de arroz empapado, shari na temperatura certa. Preço justo pelo que entregam.
taste | muito sal no feijao, nao deu pra comer
customisation; taste | pedi o shoyu light a parte e jogaram shoyu normal em cima do sashimi, ficou salgado de doer
praise | Pedi o combinado de 30 peças pra comemorar o aniversário da minha mãe e todo mundo elogiou. Salmão fresquinho, arroz no ponto, e ainda mandaram um bilhetinho escrito à mão desejando feliz aniversário. Virei cliente.
delay; cold | Qué rapidez, solo hora y media para una hamburguesa fría. Récord mundial.
portion; taste | poucas fatias de salmão no combinado, e o hot roll veio murcho e pingando óleo
praise | comida caseira de verdade. a farofa de banana é viciante
foreignBody | Achei um fio de cabelo enorme no meio da marmita, enrolado no macarrão. Perdi a fome na hora.
praise | batata rustica com cheddar e bacon nota 10
service | liguei pra avisar q o interfone tava quebrado e a atendente desligou na minha cara
mod:courier; courier | O entregador não quis subir, me fez descer de pijama na chuva e ainda foi grosso quando reclamei. A comida em si estava ok.
melted | obg pelo açaí em formato de suco, nem precisei de colher
paidExtra | paguei 6 reais de bacon extra e cade o bacon? nem sinal
praise | entrega rapida, hamburguer quentinho, molho da casa é surreal
delay | 1h10 pra uma marmita, sendo q a loja fica na minha rua
other=item indisponível no cardápio | Pedi o especial de camarão que aparecia no cardápio, 20 minutos depois me ligaram dizendo que não tinha. Se acabou, tira do cardápio, gente.
taste; packaging | Strogonoff salgado demais e a tampa da marmita veio solta, sujou toda a minha bolsa.
| ok
praise | marmita chegou ate antes do horario agendado, bem temperada e quentinha. obg dona cida
spoiled | creme do açaí com gosto azedo, claramente estragado. joguei fora
taste | nossa q hamburguer suculento, precisei de 2 copos d'agua pra conseguir engolir
price | taxa de entrega de 12 reais pra 2km é brincadeira
praise | ja é a quinta semana seguida q peço a marmita fit e nunca decepcionou
wrongItem | veio a pizza de outra pessoa, com o nome de outro cliente escrito na caixa. comemos assim mesmo pq ja era tarde
pricePortion | aumentaram a marmita de 22 pra 27 e diminuiram a carne. assim fica dificil
missingItem; praise | Faltou o refrigerante de 2 litros. A pizza estava ótima, mas pizza sem refri num sábado à noite não dá, né.
delay | pedi 19h30 chegou 21h10. a fome ja tinha ate passado
mod:noOrder | Nunca pedi daqui mas minha vizinha falou que viram rato na cozinha deles. Fiquem espertos.
praise | uramaki filadelfia perfeito, e ainda mandaram shoyu e gengibre a mais sem eu pedir 😍
customisation | escrevi SEM PICLES em letra maiuscula na observação e veio cheio de picles
missingItem | nao veio hashi nem shoyu. comi sushi de garfo igual um animal kkkk
praise | pizza de quatro queijos impecavel, massa fininha e crocante do jeito q eu gosto
mod:app; app | App travou na hora de pagar e cobrou duas vezes no cartão.
| normal, nada demais
delay | Pedí a las 8 y llegó pasadas las 10. Dos horas para una pizza, no puede ser.
delay; app | O app mostrou o entregador parado no mesmo lugar por 40 minutos, rastreamento não atualizava, e a comida chegou 1h depois do previsto.
warmDrink | coca veio quente e sem gas
praise; delay; cold | Melhor pizza do bairro quando chega quente. Hoje demorou 1h40 e chegou fria. Uma pena.
portion; taste | O hambúrguer da foto tem três dedos de altura, o que chegou era achatado, seco e sem graça.
mod:hate; service | o atendente é um viadinho fresco, me atendeu com deboche
wrongItem | meu açaí era de 500ml e veio o de 300
delay | Pedido agendado pro meio-dia, marmita chegou 13h40. Perdi meu horário de almoço e comi em 5 minutos na frente do computador.
taste | A massa da pizza estava crua no meio, grudando nos dentes. Borda bonitinha, miolo cru.
praise | marmita de hj tava top, feijao com gosto de feijao de vó
general | nunca mais peço daqui
cold | amei a pizza em temperatura ambiente, bem gourmet 🙃
delay; service | Avisaram que ia atrasar só depois de 1h de espera, e quando perguntei o motivo responderam "tá muito movimento, senhora" com aquela má vontade.
customisation | Adorei descobrir que "sem cebola" pra vocês significa "com cebola em dobro". Muito criativos.
taste; price | Sushi com arroz duro e peixe sem sabor nenhum por 90 reais o barco. Caro demais pra isso.
missingItem; unanswered | faltou o temaki, mandei msg no chat e ate agora nada
praise | da pra sentir a diferença da fermentação natural na massa. melhor pizza da zona norte sem exagero
other=horário de funcionamento | No app diz que abre às 11h mas ninguém aceita pedido antes do meio-dia. Atualizem o horário, por favor.
missingItem | Pedi temaki e hashi, ganhei só o temaki. Tô aprendendo a comer com as mãos, obrigado pela experiência cultural.
taste | brigadeiro tava açucarado e durinho, parecia q tinha ficado dias na geladeira
cold; portion | marmita veio fria e com metade da carne de sempre
diet | Marmita "low carb" veio com uma montanha de arroz e batata. Tô em dieta, não adianta mandar o que quiserem.
praise | La torta de limón estaba buenísima, bien ácida como me gusta. Llegó perfecta y bien fría.
portion | pouca calda no açaí, só um fiozinho de leite condensado em cima
notDelivered | entregaram no bloco errado, alguem deve ter jantado meu yakisoba. eu fiquei sem
praise | O temaki de salmão com cream cheese veio bem servido e a alga ainda crocante depois de 40 minutos de entrega. Não sei como vocês fazem isso, mas continuem.
diet; wrongItem | Sou vegetariana, pedi o burger de grão-de-bico e veio de carne. Dei uma mordida antes de perceber.
cold; warmDrink | batata fria e coca quente, inverteram tudo kkk
general; service | Péssimo. Reclamei e me trataram como se eu estivesse mentindo.
raw | El pollo de la hamburguesa estaba crudo por dentro, todavía rosado. Casi se lo doy a mi hijo de 4 años.
cold | batata fria, hamburguer frio, so o refri chegou gelado kkk
notDelivered | app marcou entregue e nao chegou nada aqui. to sem janta
praise; delay | Hambúrguer maravilhoso como sempre, mas dessa vez levou quase 1h30. Sexta à noite eu entendo o movimento, mas poderiam avisar.
taste | arroz do sushi sem tempero nenhum, parecia arroz branco de marmita
customisation | molho a parte era o pedido. veio tudo encharcado de molho
allergy; poisoning | Sou celíaca, pedi a pizza sem glúten e claramente era massa comum. Passei mal o resto da noite.
praise | Bolo de pote de ninho com morango chegou geladinho e recheado até o fundo, não só em cima. Vale cada centavo.
pricePortion | 42 reais num combinado de 12 peças... ja foi mais bem servido, agora ta caro pro q vem
packaging; cold | caldo do feijão vazou em cima do arroz e tava tudo morno
delay; courier | entregador rodou o bairro todo, ligou 3x perguntando o endereço q ta certinho no app, chegou 50 min atrasado e ainda reclamou cmg como se a culpa fosse minha
allergy | Escrevi na observação que sou alérgica a amendoim e o brownie veio com pedaços de amendoim. Por sorte vi antes de morder. Isso é sério, podia ter ido parar no hospital.
paidExtra | Paguei a borda recheada de catupiry e a borda veio vazia, sequinha.
portion; customisation | pouca batata e pedi o burger sem tomate, veio com tomate
service; wrongItem; missingItem | Pedido todo errado: sabor trocado, sem o refrigerante, e quando reclamei no telefone ouvi gente rindo do outro lado.
missingItem | Faltou o talher. Marmita sem garfo no trabalho é complicado, tive que pedir emprestado.
praise | Great pepperoni pizza, crispy edges and not too greasy. Arrived hot at my hotel. Will order again before I leave São Paulo.
cold | pizza chegou gelada, tive q esquentar no forno
taste | O shimeji veio encharcado de óleo e o molho do yakisoba doce demais, enjoativo.
diet | Pedi a pizza sem glúten porque estou cortando por dieta (não é alergia), mas veio com massa comum. Pra que oferecer a opção então?
melted | O sorvete veio virado sopa. Moro a 10 minutos da loja.
praise; portion | O temaki de vocês é o melhor da região, mas está cada vez menor. Hoje deu duas mordidas e acabou.
missingItem; packaging | Faltó la salsa de ajo y la caja llegó toda aplastada, la hamburguesa desarmada.
taste | Food was fine at first bite but the burger was way too greasy, the bun was soaked through by the time I got to it.
wrongItem; delay | Pedí un açaí con granola y me llegó con paçoca, que no me gusta nada. Además tardó casi una hora.
foreignBody; service | Encontrei uma barata pequena no arroz. Mandei foto pro restaurante e responderam que "não tem como ser daqui".
`,
);

/** Set L: delivery restaurants across Brazil. */
export const BY_OTHERS_L = parseReviews(
  "othersL",
  `
paidExtra; packaging | borda de catupiry paga e a borda veio sem nada; a pizza ainda chegou escorregada pra um canto da caixa
wrongItem; cold | Pedí acarajé y me mandaron abará, y encima llegó frío.
praise | esfiha aberta de carne com limão espremido na hora, igualzinha à da minha vó em Campo Grande. passem meu abraço pra cozinha
mod:refund | cancelaram meu pedido faz 12 dias e o estorno até hoje não caiu no cartão. ninguém resolve nada
| primeira vez pedindo, ainda não provei tudo. depois volto pra contar
praise | sanduíche de costela desfiada com cebola caramelizada. só isso. perfeito.
praise | La pizza de rúcula con tomate seco llegó perfecta, masa finita y crocante. Ya es la tercera vez que pido desde que llegué a Florianópolis y no falla.
cold; courier | comida fria e o entregador ainda largou a sacola em cima do muro sem tocar o interfone
paidExtra | paguei 6 reais na borda de cheddar e a borda veio oca
taste; packaging | coxinha murcha e suada, essa embalagem fechadinha abafa tudo
missingItem | não mandaram hashi nem shoyu. comi sushi de garfo com sal de cozinha
unanswered | mandei mensagem no chat às 19h perguntando do pedido. 20h30 e nem um "oi"
wrongItem; service | veio calabresa no lugar de frango. reclamei no chat e disseram que EU pedi errado. fui conferir o print: pedi certo
taste; pricePortion | kit churrasco: linguiça carbonizada por fora, cupim duro de cortar com serrote. 120 reais pra isso?
praise | Best shawarma I've found since moving to Belo Horizonte. The garlic sauce is the real thing, not mayo pretending.
mod:noOrder | nunca pedi aí mas o povo do bairro comenta que a cozinha é cheia de rato. fiquem espertos
notDelivered | a torta de limão da festa nunca chegou. cantamos parabéns em volta de um pacote de bolacha
praise; missingItem | lanche perfeito, só esqueceram a maionese verde, que é justamente o diferencial de vcs 😢
delay | 1h50 pra chegar uma marmita. almocei às 3 da tarde, já era quase janta
portion | La porción de arroz con frijol es mínima, me quedé con hambre a media tarde.
melted; delay | demorou tanto que o açaí virou vitamina
customisation; missingItem | pedi o beirute sem tomate e com molho de alho à parte. veio cheio de tomate e nada de molho
notDelivered | app diz entregue há 40 min. tô na janela até agora e nada de marmita
pricePortion; missingItem | o combo família diz "acompanha farofa e vinagrete". não veio farofa, e por 140 reais a quantidade de carne é piada
wrongItem; missingItem | pedi açaí com cupuaçu e veio com morango, e sem colher. tomei de canudo kkk
packaging | amei tomar meu açaí direto do fundo da sacola, experiência interativa demais, 10/10
portion | marmita P com três colheradas de arroz e um pedacinho de frango do tamanho de um dedo. às 14h já tava com fome de novo
cold; taste | tapioca chegou fria e dura, borracha pura
delay; cold; missingItem | Ordered at 7, food showed up at 8:40. The rice was cold and the garlic sauce for the kebab never made it into the bag.
diet | pedi o pão sem glúten (não é alergia, só evito) e veio pão francês normal
taste | arroz do sushi empapado, uma papa
pricePortion | 48 reais num combinado de 16 peças? ano passado eram 20 peças por esse valor
delay; unanswered | pedido travado em "em preparo" por 1h, liguei na loja e ninguem atende, whats so visualiza
praise | açaí grosso de verdade, a colher fica em pé. o cupuaçu por cima deu o toque
packaging | caixa da pizza amassada de um lado, o queijo todo grudado na tampa
wrongItem; customisation | Asked for the chicken wrap with no cilantro. Got beef, buried in cilantro. Two for two.
cold | adorei a novidade da pizza gelada, tipo pizza-sorvete. inovadores
delay; cold | chegou rapidinho, nem 3 horas, e quentinho... na temperatura da geladeira
service | pedi pra cancelar com 10 minutos de pedido e a loja respondeu "se cancelar é problema seu". que jeito de tratar cliente
delay | parabéns pela entrega expressa, só 2h10. deu tempo de fazer um curso de culinária online
praise | Peço marmita daqui toda terça e quinta faz uns quatro meses. Feijão com tempero de casa, arroz soltinho e o bife acebolado nunca veio borrachudo. Quando a gente acha um almoço assim perto do escritório não larga mais, virou compromisso fixo da equipe.
praise; delay | Sábado à noite eu sei que é movimentado, fiz o pedido às 20h já contando com isso. Mas a previsão foi pulando de 40 em 40 minutos e a pizza só apareceu às 22h15. Estava ótima, ainda quente, só que as crianças já tinham jantado pão com manteiga e ido dormir.
missingItem | cade o guarana q eu paguei??
taste | o sal tava ótimo, acho que o cozinheiro ganhou um saco de brinde e quis dividir comigo
customisation | "sem cebola" no dicionário de vocês deve ser "cebola em dobro"
wrongItem; service; unanswered | Chegou o combinado de 30 peças no lugar do de 50 que eu paguei. Liguei, o rapaz falou "vou ver o que posso fazer" e desligou na minha cara. Fiquei esperando retorno a noite toda e nada.
wrongItem | pedi o burger de costela e chegou o de frango empanado. eu nem como frango empanado
portion | a marmita "família" serve uma família de formigas
packaging; missingItem | tampa da marmita aberta, feijão espalhado pela sacola e sem talher
delay; cold; taste | 1h30 de espera e o hambúrguer chegou frio com o pão murcho
mod:app; app | o cupom de 20 reais não aplicava de jeito nenhum, o app dava erro no pagamento e tive que pagar cheio
taste | esfiha dourada em cima e massa crua embaixo, grudando no dente
wrongItem | mandaram esfiha de queijo no lugar da de zaatar. nada contra queijo, mas eu queria era zaatar
praise | marmita fit de tilápia com legumes no vapor: tempero leve e mesmo assim cheio de gosto. dieta sem sofrimento
cold | Las empanadas llegaron frías, tuve que meterlas al microondas y perdieron toda la gracia.
foreignBody | um fio de cabelo comprido no meio do arroz da marmita. perdi a fome
praise; other=embalagem de isopor, trocar por reciclável; missingItem | adoro a comida de vcs mas bem que podiam trocar o isopor por embalagem reciclável. e o molho da salada não veio dessa vez
packaging | o caldinho de feijão vazou na sacola inteira, o cuscuz chegou nadando
customisation | pedi a carne mal passada, veio cinza de tão passada
praise | temaki skin crocante mesmo depois de 40 min de viagem até Santana, nori sequinho. como vcs fazem isso??
general | decepção total. não peço mais
diet | sou vegetariana, pedi a esfiha de escarola e veio com carne moída misturada
praise | x-tudo mto bom, pao tostadinho na chapa e ovo com gema mole do jeitinho
price; delay | 15 reais de taxa pra chegar atrasado. pelo menos entrega no prazo né... ah não
taste | pão de queijo borrachudo, igual aquele congelado de saquinho do mercado
praise | tapioca de frango com requeijão bem recheada e a massa fininha. obg pelo capricho!!
paidExtra; taste | paguei queijo extra e veio a mesma fatia de sempre, e a carne seca que nem papelão
praise | Pedi pela primeira vez por indicação de um colega e não me arrependi. Costela no bafo desmanchando no garfo, mandioca cozida macia e o vinagrete picadinho na hora. Chegou em 35 minutos num domingo de Gre-Nal, o que por si só já merece cinco estrelas.
wrongItem | amei o hambúrguer de frango que eu não pedi. adoro surpresas 🙃
melted | a torta de sorvete chegou derretida e escorrendo pela caixa
delay; portion | nossa q demora, e a marmita veio com mto pouca carne vei
mod:offensive; delay | bando de incompetente do c*, 2 horas pra montar um lanche
taste | pastel de carne encharcado de óleo, escorria pelo pulso
allergy | Coloquei na observação em letras grandes que sou alérgica a camarão e pedi o yakisoba de legumes. Veio com camarão escondido embaixo dos legumes. Só percebi na segunda garfada e tive que tomar antialérgico correndo. Isso é sério, gente, não é frescura.
price | taxa de entrega de 14 reais pra 2km? dá pra ir andando e voltar
portion; missingItem | batata P com meia dúzia de palitos e o sachê de ketchup não veio
paidExtra | adicional de bacon de R$7 e não veio nem uma tirinha pra contar história
portion; taste | arroz demais, salmão fininho igual papel e o cream cheese com gosto de geladeira
missingItem | obrigado por mandar o yakisoba sem talher nenhum, agora como de mão igual homem das cavernas
praise | Visiting São Paulo for work and ordered the kibbeh platter to my hotel. The hummus was silky, the kibbeh crisp outside and juicy inside, and they even tucked in extra pita. Honestly better than what I get back home in Toronto.
| hambúrguer bem parecido com o da outra loja do shopping, nem melhor nem pior
diet | marmita vegana com queijo ralado por cima. queijo não é vegano, gente
mod:threat; wrongItem | se vier errado de novo eu vou aí pessoalmente e quebro essa loja inteira. tô avisando
| ok
other=nota fiscal com CPF | pedi nota fiscal com CPF na observação e não mandaram. preciso dela pro reembolso da empresa
other=itens sempre indisponíveis | metade do cardápio vive indisponível. toda vez que tento o escondidinho de charque tá esgotado
delay; other=acabou o frango, avisaram tarde | A loja aceitou o pedido e uma hora depois mandou mensagem dizendo que acabou o frango, se podia ser carne. Poxa, avisa antes! Acabou chegando quase 2h depois do pedido.
delay | demorou dms
service | perguntei no chat se tinha opção sem lactose e a resposta foi "lê o cardápio". grosseria de graça
mod:hate; delay | essa lerdeza só podia ser coisa de paraíba, 1h40 pra uma tapioca
praise; price | Muy rico todo, pero 60 reales por una hamburguesa con papas es un exceso.
spoiled | a coalhada seca veio com data vencida há uma semana no potinho
wrongItem | pedi pizza grande, veio broto. 4 pedaços pra 3 pessoas
praise | pão francês das 18h chegando crocante aqui em casa, quem diria. padaria raiz
pricePortion; taste | Eu era cliente fiel dessa marmitaria desde a pandemia, mas de uns meses pra cá a marmita grande virou média e o preço foi de 22 pra 29. E o feijão, que era o ponto forte, agora vem sem tempero nenhum. Triste ver um lugar bom decaindo assim.
praise | brigadeiro de pistache é covardia. comprei 20 pro aniversário da Helena e em 10 minutos não sobrou um
other=pedido mínimo alto | pedido mínimo de 50 reais numa padaria? só queria um pingado e um pão na chapa
praise | pão de queijo ainda soltando fumaça e um bilhetinho escrito à mão "bom café, Seu Jorge". me ganharam
packaging; taste | O brigadeirão veio tombado, colado na lateral da embalagem, e com gosto de leite condensado queimado no fundo da panela.
taste | açaí ralo, parecia suco
| pedi o de sempre
wrongItem | veio o pedido de outra pessoa, tava escrito "Cláudia - apto 32" no cupom. não sou a Cláudia nem moro no 32
mod:courier; courier | vi pela câmera do prédio o entregador abrir a sacola e comer umas batatas antes de subir. a comida em si tava ok
customisation; delay | SEM CEBOLA. eu pedi sem cebola. veio com cebola e ainda levou mais de uma hora
praise; cold; taste | o sushi tava ótimo mas o hot roll chegou frio e molenga
raw | frango do yakisoba rosado por dentro, cru mesmo. não comi
praise | entregador educadíssimo, comida quente, sacola lacrada. zero reclamações
foreignBody; service | barata no saco do pão. liguei pra avisar e a atendente riu
missingItem; unanswered | faltou o refri de 2L. mandei 3 mensagens pra loja, nenhuma resposta
taste; price | El café con leche estaba aguado y el pan de queso duro. Y carísimo para ser una panadería de barrio.
pricePortion | 35 reais e ganhei quatro batatinhas contadas. quanta generosidade
unanswered | liguei 4 vezes pra corrigir o número da casa e ninguém atendeu. no fim chegou, mas foi sorte
spoiled | o creme da torta tava azedo, cheiro de leite estragado
poisoning | passei a madrugada no banheiro depois do temaki. meu marido comeu o mesmo e tb passou mal
customisation | pedi molho à parte pq meu filho não come, veio o macarrão afogado no molho
mod:threat; foreignBody | achei um cabelo na esfiha. ou me devolvem o dinheiro ou o vídeo vai pro instagram marcando a vigilância sanitária
delay | Almost two hours for a burger. By the time it arrived I'd already given up and eaten cereal.
melted | o sorvete do petit gâteau virou sopa de creme
diet | pedi coca zero pq sou diabético e mandaram coca normal. isso não é detalhe
missingItem; service | faltou o baklava que eu paguei. no chat a loja respondeu "ok" e mais nada
cold | yakisoba chegou morno puxando pra frio
praise | baião de dois com queijo coalho tostadinho por cima, nota mil. me senti almoçando em Quixadá
cold | pizza gelada, parecia que tinha dormido na geladeira
praise | picanha veio mal passada como pedi e a farofa de ovo era feita ali, dava pra ver pelos pedaços de bacon
portion | copo de 500 ml veio com dois dedos vazios em cima. tirei foto
service | o dono respondeu minha avaliação anterior me chamando de mentiroso. profissionalismo passou longe
missingItem | They forgot the fries. A lone burger for 45 reais, thanks a lot.
raw; customisation; poisoning | hambúrguer cru no meio, sangrando, e eu tinha pedido bem passado. passei mal o dia seguinte inteiro
taste | kafta salgada demais, bebi dois litros de água de madrugada
customisation | escrevi SEM PICLES em caixa alta na observação. adivinha o que tinha dentro
praise | bolo de pote de ninho com morango que não é enjoativo, um milagre. comi dois seguidos
customisation; taste | pedi picanha ao ponto, veio passadíssima e sem um grão de sal
praise | açaí de 700 com paçoca, granola, ninho e nutella, veio cheio até a tampa 😍😍
general | sei lá, não gostei de nada
praise | Que combinado honesto, gente. 40 peças com peixe brilhando de fresco, arroz no ponto e mandaram gengibre e wasabi em quantidade decente pra variar. Já salvei nos favoritos.
praise; wrongItem; delay | chegou atrasada e mandaram sukita no lugar do guaraná, mas a pizza tava divina, então passa
notDelivered; unanswered | pedido nunca chegou e a loja não atende o telefone. fiquei sem janta
praise | pudim liso, sem um furinho, calda escura no ponto certo. minha sogra aprovou, então é oficial
praise | melhor calabresa acebolada da Mooca e não tô exagerando
pricePortion | x-salada a 38 conto e o hambúrguer do tamanho de uma bolacha maria
foreignBody | pedaço de plástico azul dentro do quibe, quase quebrei um dente
praise | cuscuz recheado com carne de sol e manteiga da terra, serve dois fácil. o sabor me levou de volta pra Caruaru
taste; service | Comprei o kit festa pra 30 pessoas: cem salgados, bolo e docinhos. Os salgados estavam com massa dura, com cara de requentados do dia anterior. Quando liguei, a atendente disse que "salgado de festa é assim mesmo". Não é, moça. Eu sei a diferença entre salgado frio e salgado velho.
praise | meio a meio frango com catupiry e quatro queijos, massa fina estalando. recomendo de olhos fechados
praise; diet | o burger vegano é uma delícia, mas mandaram maionese comum no lugar da vegana. aí complica
praise | esfiha de frango com catupiry chegou pelando e crocante no fundo, do jeito que eu gosto
praise | top dms
portion; taste | cuscuz minúsculo e sem sal nenhum
praise; warmDrink | comida boa, mas a coca chegou quente e sem gás, parecia xarope
cold; warmDrink | pizza fria e refri quente, trocaram as temperaturas kkkk
`,
);

/** Set M: problem words that are no complaint about this order. */
export const BY_OTHERS_M = parseReviews(
  "othersM",
  `
portion; taste | marmita com pouco feijão e o bife parecia borracha
packaging; melted | açaí derramou na sacola toda e o sorvete derreteu
praise | chegou antes do previsto e quentinho, nada de frio como em outros lugares que já pedi
mod:refund | pedido foi cancelado e o estorno do ifood não caiu até agora. já são 10 dias
| pedi pela primeira vez, ainda não comi, depois falo
praise | tô de dieta e o poke fit de vcs é o único que não me faz sentir culpada. fresquinho
praise | Buenísima la milanesa, llegó calentita y bien empanada. Repetiré.
delay; unanswered | 2h esperando e ninguém responde o chat da loja
paidExtra | paguei borda de catupiry e veio sem borda
packaging; missingItem | o copo do milkshake abriu e o canudo não veio
taste | o pão do hambúrguer tava cru no meio, massa grudando no dente
other=nota fiscal CPF | pedi nota fiscal com CPF e não mandaram
taste; cold | carne dura e fria
taste; packaging | esfiha chegou toda amassada e com a massa crua por dentro
praise | já pedi em vários japoneses da região, esse é disparado o melhor. salmão de verdade
mod:noOrder | nunca pedi aqui mas dizem que a cozinha tem rato. fiquem espertos
pricePortion | 39,90 por um poke desse tamanho? caro demais pro que vem
unanswered | mandei 3 msgs no chat da loja pra trocar o endereço, ninguém respondeu
delay | demorou 1h10 pra chegar. pelo menos veio tudo certo, nada faltou
praise; wrongItem | lanche veio trocado, calabresa em vez de frango, mas tava tão bom que nem liguei. fica a dica
customisation; taste | pedi a carne ao ponto e veio passadíssima, seca
wrongItem; customisation | veio o tamanho errado (pedi grande, veio média) e com azeitona, que eu pedi pra tirar
unanswered | liguei 4 vezes pra avisar do complemento do endereço e ninguém atendeu
service; delay | perguntei quanto tempo faltava e responderam "tá saindo" 4 vezes em 1 hora
wrongItem; missingItem | veio frango no lugar de carne e faltou a coca
unanswered | ótimo atendimento, tão bom que ninguém atende o telefone, deve ser serviço exclusivo
portion | não é que seja caro, o preço tá ok, mas a porção de fritas tá muito pequena, metade da caixa vazia
cold; taste | Las papas llegaron frías y blandas, y el pollo sin sal.
warmDrink; missingItem | suco veio quente e esqueceram o molho de alho
diet; praise | pedi sem glúten (não sou celíaca, só evito) e veio no pão normal. pena, pq o recheio é ótimo
customisation | pedi o molho à parte e veio tudo misturado, a salada virou sopa
price | taxa de entrega de 12 reais pra 2km, não dá
delay; courier | atrasou 50 min e o motoboy ainda reclamou que eu demorei pra descer
praise | pensei que ia demorar por causa da chuva mas em 30 min tava aqui. parabéns
praise; taste | da última vez faltou o molho e vcs mandaram no dia seguinte, show. dessa vez veio tudo mas o frango tava seco
missingItem; unanswered | Faltaram 2 esfihas das 10. Tentei contato, ninguém responde.
cold | adorei a pizza gelada, nem precisei esperar esfriar 🙃
packaging | a sacola veio com um brinde: metade do molho espalhado nela
packaging | a caixa da pizza veio amassada e a pizza toda grudada na tampa
delay | entrega super rápida, só 2 horas e 10 min. recorde 👏
praise | não faltou nada, até os sachês de ketchup vieram certinho
taste | a pizza tava queimada embaixo, gosto de carvão
missingItem | faltou o guaraná
pricePortion | R$ 60 em 8 sushis, tô me sentindo rico
delay; cold | ¡Qué rapidez! Solo hora y media y la sopa llegó a temperatura ambiente. Increíble.
wrongItem; missingItem; delay | The order was wrong and missing the drink. Also took over an hour.
wrongItem | pedi x-salada e veio x-egg
missingItem | obrigado por me ajudar na dieta tirando as batatas do meu combo
cold; packaging; delay | mais de uma hora, sopa fria e metade vazou na sacola
delay; cold | demorou 1h20 e o yakisoba chegou frio e grudado
mod:app; app | o app travou na hora de pagar e cobrou duas vezes. nada a ver com a loja
warmDrink; praise | refri quente e sem gás. a comida tava no ponto, isso sim
missingItem | faltou a sobremesa do combo
praise | moro longe e mesmo assim a batata chegou crocante, não sei como vcs fazem
portion | strogonoff com 4 pedacinhos de frango. o resto era molho
raw | o frango tava rosado e cru por dentro, não dá pra comer isso
praise; pricePortion; price | gostoso mas tá pequeno pro preço e a taxa tá absurda
pricePortion | subiu o preço de novo e o açaí diminuiu, antes vinha até a boca do copo
wrongItem | veio o pedido de outra pessoa, um tal de Marcos
praise | vi no insta de vcs a cozinha, todo mundo de touca, nenhum cabelo solto. confiança total. e o strogonoff tava divino
courier | entregador não quis entrar no condomínio nem até a portaria do bloco, tive que descer de pijama na chuva
diet | sou vegetariana e veio bacon no meu lanche "veggie". que descuido
praise | ano passado veio um pedido errado e vcs resolveram na hora, desde então só peço aqui. hoje impecável de novo
praise; delay; cold | amo essa pizzaria, mas hoje atrasou muito e chegou fria. não é o padrão de vcs
wrongItem | pedi refrigerante zero e veio normal. não sou diabético, só prefiro, mas né
praise | errado fui eu que coloquei o número da casa trocado, o entregador me ligou e achou. valeu!
wrongItem; delay | demorou e ainda veio o sabor errado. pedi 4 queijos veio marguerita
praise | atendimento nota mil, liguei pra perguntar se tinha opção sem lactose e a moça explicou tudo com paciência
portion | parabéns pelo hambúrguer miniatura, meu sobrinho de 3 anos adorou o tamanho de brinquedo
other=troco | pedi troco pra 100 e o entregador disse que a loja não mandou troco
portion; paidExtra | The poke bowl was half rice, barely any salmon, and the extra avocado I paid for wasn't there.
mod:offensive; delay | bando de incompetente, 1h pra entregar um lanche, vão tomar no c*
packaging | o caldo vazou todo dentro da sacola
foreignBody; general | pedaço de plástico dentro do pastel. nunca mais
melted | o sorvete chegou praticamente um milkshake
taste; portion | O frango xadrez tá doce demais e veio pouquinho
praise; cold | a comida é divina, sempre foi. mas dessa vez chegou fria, acontece. sigo cliente
missingItem; service | faltou a batata, quando falei no chat disseram que eu que não pedi. tá no print!
taste | nunca comi um arroz tão crocante, deve ser técnica francesa né
praise | Best açaí I've had in São Paulo. Thick, not icy, and the toppings came in separate cups. Will order again.
| normal. nem bom nem ruim
diet | escolhi a opção vegana e o molho tinha queijo
mod:threat; wrongItem | se vier errado de novo eu vou aí e quebro essa loja inteira
| alguém sabe se o sushi de vcs é cru ou tem opção grelhada? quero pedir amanhã
general | péssimo, nunca mais
price | R$ 48 num prato feito. tá achando que é restaurante de shopping?
wrongItem; paidExtra | veio a pizza de outro sabor e sem a borda recheada que paguei
missingItem | Não veio o talher nem o guardanapo. o atraso foi culpa da chuva, entendo, sem problema
service | mandei mensagem perguntando do pedido e a resposta foi super grossa
mod:hate; wrongItem | o atendente é um viadinho, só podia errar meu pedido
taste | mudaram a receita? a coxinha tá com gosto de óleo velho
poisoning | passei mal com diarreia a noite toda depois do strogonoff. só comi isso no dia
service | a atendente disse que "não era problema dela" quando reclamei. educação zero
praise | Pedido de aniversário, tudo chegou lindo, bolo intacto. Obrigado pelo bilhetinho!
paidExtra; portion | paguei bacon extra e não veio, e o hambúrguer tá bem menor que o da foto
praise | o pequeno já mata a fome de duas pessoas, imagina o grande. muito bom
melted | o petit gateau chegou, o sorvete não. virou sopinha de baunilha
praise | tá um frio danado aqui em Curitiba e esse caldo de mandioca salvou minha noite
general; service | pior lugar que já pedi, e ainda o dono responde as avaliações com deboche
portion | vem pouquíssimo camarão no risoto, contei 5
| ok
delay | não tava frio, mas demorou quase 2 horas. se fosse mais perto eu tinha buscado
praise; mod:courier; courier | a comida tava ótima, o problema foi o entregador do ifood que abriu a sacola e comeu batata
taste; pricePortion | pizza sem gosto e cara pro tamanho
delay; taste | demora absurda e o macarrão chegou uma papa
foreignBody | achei um cabelo enorme no meio do arroz
praise | 10/10
allergy | Pedí sin gluten porque soy celíaca y claramente tenía harina, me dio reacción.
price; portion | taxa de entrega absurda e a porção de arroz minúscula
delay; cold; general | nunca mais. 1h40 e a comida gelada
wrongItem | pedi frango e veio carne, adorei a surpresa, quem precisa escolher o que come né
praise; missingItem | comida maravilhosa como sempre, só faltou o garfinho e tive que comer com colher de café kkk
spoiled | maionese azeda, com cheiro estranho. joguei fora
poisoning | comi o sushi ontem e passei a madrugada vomitando. eu e meu marido
delay | Took 90 minutes. Food itself was fine.
mod:threat; general | vou expor vocês no instagram pra todo mundo ver a porcaria que vocês vendem
delay; praise | atrasou uns 40 min mas o entregador avisou e pediu desculpa. a comida compensou
taste | arroz empapado e feijão sem sal
diet | pedi suco sem açúcar porque sou diabético e veio adoçado
cold; warmDrink | batata fria e coca quente. invertido kkk
notDelivered | marcou como entregue e não chegou nada
praise | o sushi é cru né kkkk brincadeira, peixe fresquíssimo, melhor temaki da zona sul
cold; praise | a lasanha chegou morna. não é caro e é gostosa, mas assim fica difícil
praise | caro? nada, pelo tamanho da marmita tá barato. sobra pra janta
praise; missingItem | caprichado no tamanho, nada pequeno, mas esqueceram o molho da casa que é o melhor
courier | o motoboy chegou gritando meu nome no portão e foi mal-educado quando pedi pra esperar 1 min
customisation | pedi a carne bem passada, veio sangrando... não é questão de segurança, só não gosto mesmo
raw; taste | hambúrguer cru no meio e o pão duro
delay | Tardó casi una hora y media, y la app decía 35 minutos.
customisation | escrevi SEM CEBOLA em letra garrafal e veio cheio de cebola
praise | pedi bem passado e veio bem passado. parece pouco mas em muito lugar isso não acontece
taste; pricePortion | o preço subiu 10 reais e a qualidade caiu. pão seco, carne sem tempero
praise | falaram que aqui era caro, mas pela qualidade vale cada centavo
taste | sem drama, não achei cabelo nem nada, só que a carne tava dura, parecia sola de sapato
praise | a demora de 10 minutos a mais foi avisada pelo chat, super atenciosos. lanche perfeito
praise; missingItem; delay | comida ótima, mas atrasou e faltou o shoyu
customisation; missingItem | mandei sem pimenta e veio com pimenta, e não veio a farofa
praise | Perfect burger, juicy, cooked medium like I asked. Fries were still crispy after 25 min.
praise | sem atraso nenhum, entregador educado e o lanche perfeito
praise; cold | Food was good but it arrived cold. Maybe better insulated bags?
allergy | avisei que sou alérgica a camarão e veio camarão no risoto, fui parar no PS
praise | meu filho que não come nada comeu tudo, obrigada!!
missingItem; paidExtra | faltou o refri e o adicional de cheddar que eu paguei
praise | o cabelo da minha filha ficou cheio de molho de tanto que ela se lambuzou kkkk amou a costelinha
diet | Soy vegano y la hamburguesa vegetal venía con mayonesa normal, con huevo.
praise | o pão de alho é viciante. nunca veio nada errado em 2 anos pedindo
praise | melhor parmegiana do bairro. o outro lugar que eu pedia sempre vinha frio e errado, aqui nunca
price; service | cobraram embalagem à parte (R$4!) e quando perguntei a moça foi ríspida
praise; taste | lanche muito bom mas a batata veio murcha e encharcada de óleo
customisation; unanswered | pedi sem tomate, veio com tomate. liguei pra reclamar, ninguém atende
`,
);

/** Set K: a quality reviewer's test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const BY_OTHERS_K = parseReviews(
  "othersK",
  `
courier; mod:courier | o motoboy se recusou a subir. prédio sem elevador, sou idosa e deixei avisado na observação. me fez descer 4 andares de bengala
allergy | avisei na observação que tenho alergia a camarão. o risoto veio com camarão picadinho misturado, tive que tomar antialérgico às pressas
service | perguntei pelo chat se tinha opção sem glúten e a moça respondeu "lê o cardápio". simpatia zero
portion | "porção família" só se a família for eu e meu gato, e olhe lá
mod:threat; notDelivered | meu pedido não chegou e ninguém resolve. vou espalhar a foto e o endereço da casa do dono em tudo quanto é grupo, aguardem
taste | já foi minha hamburgueria preferida. hoje o pão vem seco e a carne sem gosto nenhum. o que aconteceu com vcs?
praise; paidExtra | não estou reclamando do sabor, que é bom. estou reclamando de pagar borda de catupiry e receber borda seca
service | quando reclamei o atendente falou "se não gostou pede em outro lugar". que profissionalismo
| pedi de novo o mesmo de sempre
praise | não tenho uma reclamação sequer. chegou tudo certo, quente e bem embalado
portion | a quentinha veio pela metade, dava pra ver o fundo do marmitex
general | esperava mais. bem mais.
unanswered | mandei msg no chat da loja perguntando pelo pedido. visualizaram e sumiram
general | Sinceramente, experiência lamentável. Não repetirei.
price | 38 reais num açaí de 500ml? puxaram demais no preço
mod:hate; courier; delay | entregador macaco, demorou uma eternidade e ainda ficou de cara feia quando reclamei
general | não vou dizer que foi ruim. vou dizer que paguei 70 reais pra jogar metade no lixo
praise | Riquísimo todo, la feijoada llegó calentita y bien servida. ¡Volveremos a pedir!
praise; delay | o lanche é ótimo, o problema é que pedi pro almoço e recebi na hora do café da tarde
mod:offensive; taste | cozinheiro porco do caralho, essa gororoba nem cachorro come
notDelivered; service | o pedido nunca chegou. liguei e a atendente riu e disse que não era problema dela
mod:threat; wrongItem | se vier errado mais uma vez eu vou aí pessoalmente e quebro essa loja inteira
mod:noOrder | dizem no bairro que eles reaproveitam a comida dos pedidos cancelados. fica o alerta
delay; cold; missingItem | mais de uma hora de espera, pastel frio e ainda esqueceram o refri. três erros num pedido só, deve ser recorde
taste | parmegiana encharcada de óleo, dava pra torcer o empanado
portion | fritas "grande" com uns 15 palitinhos. eu contei
cold | yakissoba chegou geladasso, parecia sobra de ontem tirada da geladeira
delay; cold | Tardó casi dos horas y la hamburguesa llegó helada. Qué decepción.
mod:offensive; courier; mod:courier | motoboy burro pra caralho, não sabe nem ler número de casa, rodou a rua 3 vezes
praise | Chegou antes do horário previsto e bem quentinho. Meus cumprimentos à cozinha.
delay | da próxima vez eu vou buscar a pé, chega mais rápido. e olha que moro a seis quadras
mod:refund | pedido cancelado pela loja há 12 dias e o estorno até agora não caiu no cartão
delay | parabéns pela entrega expressa: 2 horas e 10 minutos cravados 👏👏👏
pricePortion | no salão o x-tudo é enorme, no delivery veio metade do tamanho pelo mesmo preço. por quê?
pricePortion | uns anos atrás com 30 conto vinha marmita que sobrava pra janta. hj pago 42 e mal almoço
cold | amei comer hambúrguer na temperatura da geladeira, experiência gastronômica única. obrigada
wrongItem | impressionante como conseguem errar o mesmo pedido pela terceira vez seguida. é um dom
taste | way too salty, like someone knocked the whole shaker into the rice
other=pedido cancelado loja fechada | app mostrava a loja aberta, fiz o pedido e 30 min depois cancelaram dizendo que já tinham fechado
taste | arroz empapado, feijão sem sal e a carne dura feito sola de sapato
cold; missingItem; courier | tudo perfeito. só a pizza que veio fria, o refri que não veio e o motoboy que me xingou no interfone
allergy; poisoning | sou intolerante a lactose, pedi a versão zero lactose e claramente não era. passei mal a tarde inteira
praise; courier | comida impecável. já o entregador... arremessou a sacola por cima do portão e foi embora buzinando
poisoning | passei a madrugada vomitando depois do temaki. minha esposa que comeu o mesmo também
wrongItem; delay; unanswered | pedi frango c/ catupiry e veio atum, depois de 1h15. tentei falar no chat e ninguém respondeu
taste; price | a pizzaria aqui do lado tem o dobro de sabor pela metade do preço. fica a dica
notDelivered; unanswered | App says delivered. Nothing at my door, and nobody at the restaurant picks up the phone.
customisation | escrevi em CAPS LOCK na observação: SEM PICLES. adivinha o que tinha no lanche
delay | previsão era 40 min. chegou com 1h50 e nenhum aviso
foreignBody | achei um cabelo comprido enrolado no meio do macarrão, perdi o apetite
foreignBody | tinha uma barata pequena no canto da marmita. PEQUENA MAS TINHA
mod:noOrder | nunca pedi aí, mas um amigo que trabalhou na cozinha disse que tem rato pra todo lado
packaging | caixa da pizza chegou amassada e o queijo todo grudado na tampa
taste | fundo da pizza torrado preto, gosto de carvão em cada mordida
missingItem | o molho não veio, mas tudo bem, eu amo batata seca 🙃
foreignBody | mordi um pedaço de plástico duro dentro do quibe. podia ter quebrado um dente
app; mod:app | o cupom de 20% sumiu na hora de pagar e o aplicativo cobrou o valor cheio
| nem bom nem ruim. comida normal, preço normal
mod:offensive; delay | bando de incompetente, duas horas pra fazer um lanche. vão se foder
praise; price | é gostoso, não nego. mas 89 reais num combo pra dois não dá pra fazer toda semana
praise; taste | a carne estava ótima, o problema foi a salada: alface murcha e tomate molenga
spoiled | o molho branco tava com cheiro azedo, passado mesmo. joguei tudo fora
missingItem | não mandaram talher nem guardanapo. comi estrogonofe com colher de sobremesa q achei na gaveta
taste | pastel murcho e a massa crua por dentro, grudando no dente
melted; warmDrink | milk-shake chegou líquido e a lata de coca quente. num calor de 38 graus. complicado
price | R$ 14,90 de taxa de entrega pra 3 km. tá caro demais isso
delay | fiz o pedido 19h40 e o interfone só tocou 21h05. a fome ja tinha ido embora e voltado
praise; service | a comida salvou, porque o atendimento no telefone foi de uma má vontade impressionante
cold; packaging | pizza fria e toda escorregada pra um lado da caixa, recheio amontoado num canto
wrongItem | chegou o pedido de outra pessoa, sacola com o nome "Cláudia" grampeado. eu sou o Rogério
customisation | muito obrigado por mandar a cebola que eu pedi pra tirar, tava morrendo de saudade dela
delay; cold | 1h30 de espera pra receber uma lasanha gelada no centro
packaging; missingItem | tampa do açaí aberta, metade espalhado no fundo da sacola, e a colher? nem sinal
praise; portion | Prezados, o sabor continua maravilhoso, isso ninguém tira de vocês. Porém a porção encolheu bastante de uns meses para cá.
customisation | Asked for no mayo in the notes, the burger was swimming in it
warmDrink | o guaraná veio quente e choco, zero gás. parecia chá de guaraná
allergy; poisoning | sou celíaca, vocês anunciam massa sem glúten e veio massa de trigo comum. to com a barriga inchada e dor desde ontem
customisation | pedi o molho da salada separado e veio derramado por cima de tudo
mod:offensive; courier; mod:courier | el repartidor un maleducado de mierda, me tiró la bolsa en la cara
melted | o sorvete de flocos veio igual vitamina, tudo derretido dentro do pote
missingItem | o combo era com coca 2L e a coca não veio
paidExtra | paguei R$6 de cheddar extra e o lanche veio sem um fio de cheddar
app; mod:app | a loja não tem culpa nenhuma, foi o aplicativo que travou e não deixou eu colocar o complemento do endereço
notDelivered | no app consta "entregue" às 20:12 mas eu tava na portaria esperando e ninguem apareceu. cadê meu jantar??
praise; other=embalagem isopor plástico sustentável | comida boa, mas tudo vem em isopor e saquinho plástico. pra uma loja que se diz sustentável fica estranho
praise | hamburguer no ponto certinho, batata sequinha e crocante. virei cliente
mod:hate; service | o atendente é um viadinho escandaloso, me atendeu com deboche
mod:offensive; service | a dona da loja é uma grossa, mal amada, recalcada. atende todo mundo com cara de bunda
spoiled | o salmão do poke tava com um cheiro forte e meio viscoso, sei bem a diferença de peixe fresco
praise; portion | Tasty açaí, honestly, but the cup was barely half full
customisation; taste | pedi sem cebola porque tenho pavor e além de vir cheio de cebola o lanche tava salgado que nem água do mar
missingItem; unanswered; service | faltou o refrigerante. mandei mensagem, nada. liguei, me passaram pra três pessoas e desligaram na minha cara
wrongItem | pedi x-salada, me mandaram x-egg. não é a mesma coisa gente
raw | Hambúrguer vermelho vivo no centro, sangue escorrendo no pão. Carne moída crua não dá.
poisoning; spoiled | o estrogonofe tinha um gosto meio azedo e no dia seguinte diarreia forte, faltei o trabalho
courier; mod:courier | o entregador chegou com o lacre da sacola rasgado e a batata pela metade. tirem suas conclusões
pricePortion | 52 reais numa marmita que não enche nem meu filho de 7 anos
unanswered | liguei quatro vezes pra corrigir o numero do apto e ninguem atendeu o telefone da loja
warmDrink | suco de laranja morno. suco natural tem que vir gelado né
delay | Ordered at 8pm, food showed up at 9:40. Not great.
packaging | o caldo verde vazou inteiro na sacola, molhou até o pão
wrongItem | Pedí la pizza de pollo con catupiry y me mandaron una de calabresa, no es lo mismo
mod:refund; missingItem | faltou a sobremesa, o suporte do app prometeu reembolso do item e o dinheiro nunca apareceu
delay; taste | nem vou comentar a demora pq já me acostumei. mas batata mole e sem sal aí não dá
raw | o frango do meio da marmita tava rosado e molinho, cru mesmo. nem tive coragem de comer
missingItem | não sei se é azar mas das últimas três vezes sempre falta alguma coisa. dessa vez foi a farofa
pricePortion | Carísimo para lo poco que trae: 45 reales por tres pedacitos de pollo frito
mod:app; app | o app travou na hora do pix e cobrou duas vezes o mesmo pedido
diet | sou vegetariana e pedi o wrap de grão de bico. veio com frango desfiado no meio
other=nota fiscal CPF reembolso empresa | pedi nota fiscal com CPF na observação pq preciso pro reembolso da empresa e não mandaram
praise; wrongItem | entregador educadíssimo, nota 10 pra ele. já a loja mandou temaki de atum sendo que pedi de salmão
raw | Chicken was still pink in the middle. Couldn't eat it, threw it out.
price | nada contra a comida. mas taxa de serviço + taxa de entrega saiu mais caro que o próprio lanche
portion | Oh lovely, a "large" pizza roughly the size of a tortilla. Love that for me.
pricePortion | paguei por 300g de picanha, vieram 4 fatias finas que não dão 150g nem com reza
mod:noOrder | gente conheçam a Brasa do Zé, lá sim é hambúrguer de verdade. aqui é tudo congelado de mercado
missingItem | Faltó la bebida del combo, la pagué y nunca vino
diet; wrongItem | pedi o bolo diet pra minha mãe que é diabética e veio o de brigadeiro normal, cheio de açúcar. sorte que ela desconfiou antes de comer
allergy | Soy alérgica al maní, lo puse en la nota y el postre venía con maní triturado encima. Menos mal que lo vi a tiempo
delay; praise | atrasou uns 20 min mas veio tudo certinho e muito bem embalado, então releva
`,
);

/** Set N: many kinds of restaurant and many voices. */
export const BY_OTHERS_N = parseReviews(
  "othersN",
  `
praise | Pedi o combinado de 30 peças pro aniversário da minha mãe e ela amou, salmão brilhando de fresco e o arroz no ponto. Já salvei nos favoritos
praise | o açaí de 500 veio com a granola num potinho separado pra não amolecer, detalhe bobo que faz toda diferença
praise | Sou de Montes Claros e moro em SP faz 12 anos, esse tutu com torresmo me levou pra cozinha da minha avó. Obrigada de coração
praise | mano o x-tudo de vcs é o melhor da zona leste e eu já testei uns 15. pão selado na chapa, carne suculenta, slk
praise | pão de queijo ainda quentinho às 7 da manhã e o moço da entrega super educado. padaria nota mil
praise | I'm an American living in Curitiba and this is hands down the best pastel I've had here. Crispy, packed with filling, and the caldo de cana was ice cold
praise | Meus dois filhos que não comem nada raspam o prato desse yakisoba. Virou tradição de sexta aqui em casa kkkk
praise | esfiha aberta de carne com um limãozinho, massa fininha, e o kibe cru tava perfeito. família árabe aprova
praise | Soy argentino y no confiaba en la pizza brasileña, pero la de muzzarella con borde de catupiry me convenció. Masa finita, bien horneada, llegó en 30 minutos
praise | Marmita fit de frango com batata doce e o tempero tá na medida, sem aquele gosto de comida de hospital. Finalmente consigo fazer dieta sem sofrer
praise | Vaca atolada fervendo, farta, jantamos eu e meu marido e ainda sobrou pro almoço de amanhã. Preço honesto
praise | o brigadeiro de pistache é um absurdo. comprei a caixa de 12 e me arrependi de não ter pedido duas
praise | Tenho 71 anos e não me entendo com o aplicativo, liguei na loja e a moça fez o pedido pra mim com toda a paciência do mundo. Comida caprichada. Deus abençoe vocês
praise | burrito de carnitas gigante, guacamole feito na hora e a pimenta veio à parte como eu pedi. Já quero de novo
praise | picanha exatamente no ponto que pedi, farofa de ovo crocante e o vinagrete separadinho. Churrasco de verdade, não aquela carne cinza de sempre
praise | o hambúrguer vegano de grão de bico não desmancha na primeira mordida, coisa rara. E essa maionese de castanha, que vício
praise | Lasanha com molho de tomate de verdade, não aquele adocicado de lata. Parece de cantina do Bixiga
praise | Chegou antes do previsto, sacola lacrada, baião de dois cheiroso e carne de sol macia que desfia no garfo
praise | coxinha de costela com catupiry é o melhor salgado que já comi na vida, sem exagero nenhum. Sequinha por fora
praise | obrigado pelo bilhetinho escrito à mão e pela balinha 🥹 esse tipo de cuidado conquista a gente
praise | frango xadrez bem servido, pimentão ainda crocante e o rolinho primavera sem uma gota de óleo sobrando. Aprovado
praise | Ordered a poke bowl after the gym. Generous salmon, fresh mango, sauce on the side exactly like I asked. Will be back
praise | pastel de feira raiz, daqueles cheios de bolha. o de carne com ovo me fez voltar pros domingos com meu pai
praise | a tapioca de carne seca com coalho chegou inteira e quente mesmo com aquele temporal. entregador guerreiro demais
praise | Comprei bolo de pote de ninho com morango pra equipe do plantão e todo mundo veio pedir o contato de vocês. Cremoso sem ser enjoativo
praise | fazia anos que não comia um feijão tropeiro assim, com couve bem fininha e linguiça de verdade. Saudade de BH
praise | Vivo en Floripa hace dos años y el temaki de salmón con cebollín de ustedes es el mejor de la isla. Siempre llega bien armado
praise | suco verde sem açúcar e wrap integral em 20 minutos, tudo geladinho. salvou meu almoço entre uma reunião e outra
praise | rúcula com tomate seco perfeita, dá pra sentir que a massa é de fermentação natural. Vale cada centavo
| pedido ok
| chegou. ainda não comi, depois eu conto como foi
| normal, nem bom nem ruim
| primeira vez pedindo dessa loja
delay | pedi 19h10 e o lanche chegou 20h35. a fome já tinha ido embora
cold | a pizza chegou gelada, tive que esquentar no forno
wrongItem | escolhi o copo de 700ml e mandaram o de 300
missingItem | faltou a coca de 2 litros que vem no combo família
customisation | escrevi em letra maiúscula SEM CEBOLA e o lanche veio com cebola roxa por cima de tudo
portion | a marmita é tão pequena que meu filho de 8 anos come mais que isso
price | taxa de entrega de 14 reais pra dois quilômetros? sério mesmo?
packaging | o caldo da feijoada vazou e melou a sacola inteira, cheguei a manchar o sofá
paidExtra | paguei 6 reais de bacon extra e não achei um pedacinho sequer
pricePortion | o temaki subiu 5 reais desde o mês passado e veio com metade do recheio
warmDrink | guaraná quente e sem gás nenhum
melted | o sorvete de creme virou sopa, chegou derretido inteiro
notDelivered | no app tá como entregue mas aqui não chegou nada. Ninguém tocou o interfone, tô com fome até agora
service | perguntei no chat se dava pra trocar a batata por salada e a resposta foi "se quiser é assim, senão cancela"
unanswered | mandei mensagem pra loja três vezes perguntando se o pão de mel tinha glúten e nunca tive retorno
general | que decepção. esperava muito mais pelo que falam de vocês
taste | coxinha só massa e com gosto de óleo reutilizado
delay | previsão de 40 min, chegou com 1h50
taste | feijão tão salgado que não deu pra comer, joguei metade fora
portion | 8 peças de uramaki do tamanho de uma moeda de 1 real
wrongItem | veio o pedido de outra pessoa, na comanda estava escrito Juliana e eu sou o Marcos
customisation | pedi o molho à parte justamente pra salada não murchar e veio tudo misturado
missingItem | não mandaram talher nem guardanapo, trabalho na obra e tive que comer com a mão
price | 45 reais num prato feito de arroz, feijão e bife? tá de brincadeira
pricePortion | 38 reais por três pedacinhos de frango e uma colher de purê, não tem como
taste | massa da pizza crua no meio, grudando no dente
taste | açaí ralo, parece suco batido com gelo
taste | pão francês duro feito pedra, certeza que era de ontem
delay | Pedí a las 20h y llegó pasadas las 22h. Demasiado tiempo para una hamburguesa
missingItem | The combo came without the fried rice. Paid for yakisoba plus the side, and the side just wasn't there
general | horrível
wrongItem | pedi pastel de queijo e veio de palmito. detesto palmito
paidExtra | paguei borda de cheddar e a borda veio oca
portion | o pote de açaí de 500 veio até a metade, dava pra ver pela tampa
courier | o motoboy da loja chegou fumando e largou a sacola no chão do portão sem nem esperar eu descer
service | a moça do whats foi grossa só porque perguntei se tinha troco pra 100
other=nota fiscal CPF | pedi nota fiscal com CPF na observação e não mandaram, preciso pra reembolso da empresa
other=troco errado | paguei com nota de 100 e voltou troco de 20 reais a menos
delay | duas horas pra uma marmita. DUAS HORAS
taste | o kibe veio encharcado de gordura, deixou o papel transparente
other=pedido cancelado item esgotado | aceitaram o pedido e 30 minutos depois cancelaram dizendo que o frango tinha acabado. Tira do cardápio então
taste | El pastel estaba crudo por dentro, la masa pegajosa y sin sabor
taste | esse estrogonofe tá doce, parece que caiu açúcar no lugar do sal
wrongItem | pedi o salgado de frango com catupiry e mandaram de presunto e queijo
missingItem | faltaram os sachês de shoyu, sushi sem shoyu não dá
taste | a carne do espetinho tava dura que nem sola de sapato
packaging | o copo do milkshake veio sem tampa direito, metade escorreu na sacola
customisation | pedi a pizza bem assada, do jeito que tá escrito na observação, e veio branquela
unanswered | liguei na loja pra avisar que o endereço tinha o bloco errado e o telefone só chamava
taste | tapioca borrachuda e o recheio de frango sem gosto
warmDrink | o mate de limão que pedi veio morno, no calor de hoje isso é crime
general | não gostei de nada, infelizmente
delay; cold | 1h40 esperando pra receber um hambúrguer frio
cold; taste | batata frita murcha e fria, virou purê dentro da caixa
missingItem; unanswered | faltou o molho de alho, mandei mensagem no chat da loja e até agora silêncio
packaging; missingItem | a tampa da marmita abriu dentro da sacola e o suco de laranja nem veio
wrongItem; delay | atrasou 50 minutos e ainda trouxe pizza de frango no lugar da calabresa
praise; delay | comida maravilhosa como sempre, só que hoje demorou bem mais que o normal
praise; portion | o estrogonofe continua uma delícia, mas a porção encolheu, antes servia duas pessoas
taste; pricePortion | 62 reais num combinado sem gosto de nada e com pouquíssimo salmão
customisation; taste | pedi sem pimenta por causa da minha filha pequena, veio ardendo e ainda muito salgado
delay; service | atrasou 1 hora e quando liguei o rapaz falou "se não quiser esperar cancela aí"
paidExtra; cold | paguei queijo extra no x-salada, não veio, e o lanche chegou gelado
praise; packaging | o pudim é divino mas chegou de cabeça pra baixo, calda espalhada pela embalagem toda
pricePortion; price | 30 reais em quatro pastéis mirrados e mais 9 de taxa. não compensa
warmDrink; missingItem | refrigerante quente e esqueceram os sachês de ketchup
courier; delay | vi pelo mapa o motoboy de vocês parado 25 minutos num posto, chegou com tudo atrasado
praise; missingItem | Loved the feijoada, the meat was tender and the broth rich. But the farofa and orange slices were missing
praise; price | comida excelente, mas a taxa de entrega foi de 5 pra 12 reais, assim fica difícil pedir toda semana
cold; packaging | La sopa llegó fría y con la tapa mal cerrada, se derramó la mitad en la bolsa
delay; unanswered; cold | pedido levou quase duas horas, liguei três vezes sem resposta e a comida veio fria
customisation; missingItem | pedi o suco sem gelo e com sachê de mostarda no lanche: veio cheio de gelo e nada de mostarda
pricePortion; taste | temaki de 35 reais com mais arroz que peixe, e o arroz empapado
service; wrongItem | trocaram o sabor da pizza e no chat a atendente disse que eu pedi errado. tenho print do pedido!
packaging; taste | o pão do hambúrguer chegou esmagado e encharcado de molho, virou uma massa só
portion; missingItem | pouca carne na marmita e a salada que aparece na foto do cardápio não veio
delay; cold; missingItem | uma hora e meia de atraso, esfihas frias e a de chocolate que pedi pra sobremesa não veio
praise; taste | a atendente foi um amor, mas a pizza tava sem sal nenhum
wrongItem; paidExtra | veio de quatro queijos em vez de marguerita e a borda de catupiry que eu paguei nem sinal
delay; courier | atrasou 40 minutos e o motoboy da loja ainda reclamou comigo que o prédio era longe
taste; packaging | pastel sem crocância nenhuma porque veio dentro de saco plástico fechado, abafou tudo
customisation; service | pedi acarajé sem camarão e veio com, quando reclamei disseram que "todo mundo come assim"
praise; cold | o sabor do frango assado é ótimo, pena que chegou frio
pricePortion | cento e poucos reais no rodízio delivery e veio pouca coisa de cada tipo
missingItem; paidExtra | não veio o refrigerante e o adicional de ovo no pão de queijo recheado também não
delay | parabéns pela entrega expressa, só 2h15 pra atravessar três quarteirões 👏👏
cold | amei a pizza gelada, super refrescante nesse calor de 35 graus
taste | sal com um pouquinho de arroz, exatamente o que meu cardiologista recomendou 🙃
portion | a marmita "grande" é perfeita pra quem tá fazendo jejum intermitente
missingItem | obrigado por me ensinar a comer yakisoba sem hashi e sem garfo, desafio aceito 🙄
wrongItem | pedi frango e veio carne. adoro surpresa, quem precisa escolher o que come né
packaging | amei o molho de tomate espalhado pela sacola, decoração nova pra minha cozinha
pricePortion | 40 reais em 5 esfihas, beleza, vou vender um rim pra pagar o próximo pedido
melted | pedi milkshake de morango e recebi uma vitamina, bem mais saudável né 😂
customisation | "sem cebola" no dicionário de vocês deve querer dizer "com o dobro de cebola"
raw | frango cru por dentro, rosado e com sangue perto do osso. joguei fora
foreignBody | achei um cabelo comprido no meio do arroz, perdi a fome na hora
spoiled | maionese azeda, cheiro de estragado assim que abri a tampa
poisoning | comi o sushi ontem à noite e passei a madrugada vomitando, eu e minha esposa
foreignBody | tinha um pedaço de plástico duro dentro do pastel, quase quebrei um dente
raw | o hambúrguer de frango veio rosado e mole no meio, claramente malpassado
allergy | escrevi na observação que meu filho é alérgico a amendoim e o doce veio com paçoca ralada por cima. graças a Deus vi antes
spoiled | o iogurte que vem no açaí tava vencido, data de três dias atrás na embalagem
allergy | I told them I'm celiac, wrote it in the notes, and they sent the burger on a regular wheat bun. Not okay
diet | sou vegetariana há 10 anos, pedi a pizza de brócolis e achei bacon no meio
diet | pedi o suco SEM AÇÚCAR porque sou diabético e veio docinho
diet | tá escrito vegano no cardápio e o molho do nhoque tinha parmesão por cima
diet | marmita low carb com uma cama de arroz branco escondida embaixo da carne
diet; wrongItem | pedi o bolo zero açúcar porque minha mãe é diabética e mandaram o tradicional
mod:offensive; delay | bando de incompetente do caralho, 2 horas esperando essa merda
mod:hate; taste | só podia ser restaurante de viado mesmo, comida fresca sem sal nenhum
mod:threat; wrongItem | se vier errado de novo eu vou aí na porta e resolvo do meu jeito, vou expor vocês em todo grupo do bairro
mod:noOrder | nunca pedi aqui mas minha vizinha disse que acharam rato na cozinha, cuidado gente
mod:refund | o pedido foi cancelado e até agora o estorno não caiu no cartão, já são 15 dias
mod:app; app | o aplicativo travou na hora de pagar e cobrou duas vezes no meu cartão
mod:courier; courier | o entregador do iFood me xingou porque pedi pra ele subir até o apartamento, nunca vi tanta grosseria
mod:offensive; service | a atendente do telefone é uma anta, não entende nada do que a gente fala
`,
);

/** Set Q: a quality team's test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const BY_OTHERS_Q = parseReviews(
  "othersQ",
  `
delay | fiz o pedido às 19h10 pra comer antes da novela, o interfone só tocou 20h35
cold | o caldo verde chegou morninho, tive que botar na panela de novo pra poder tomar
missingItem | o guaraná de 2 litros estava no pedido e na notinha, mas na sacola não tinha
wrongItem | pedi seis esfihas de carne e mandaram seis de frango
customisation | escrevi em letra maiúscula SEM PIMENTA e o yakisoba veio ardendo, meu filho não conseguiu comer
paidExtra | paguei R$ 6 de cheddar adicional e o lanche veio pelado, sem cheddar nenhum
portion | a porção de aipim frito tinha oito palitos, dividir entre três adultos foi piada
price | R$ 42 num estrogonofe simples com arroz e batata palha, achei caro demais
pricePortion | o açaí de 500 que eu pego toda sexta subiu quatro reais e a granola agora vem contada
packaging | a tampa da marmita soltou no caminho e o caldo do feijão encharcou a sacola inteira
taste | lasanha com as pontas torradas e aquele gosto de comida de ontem esquentada
notDelivered | o app marcou como entregue às 21h, mas não recebi nada e o porteiro jura que ninguém deixou pacote
warmDrink | a lata de coca veio quente e quando abri nem fez psss, zero gás
melted | o milkshake de ovomaltine chegou virado leite com chocolate, nada de cremoso
courier | o entregador se recusou a vir até o bloco C e me fez atravessar o condomínio de chinelo debaixo de chuva
unanswered | liguei três vezes no número da loja pra saber onde estava o pedido e caiu na caixa postal todas
service | perguntei no chat se o molho levava leite e a resposta foi "tá no cardápio, é só ler"
general | Prezados, lamento informar que a experiência foi decepcionante do início ao fim. Não pretendo repetir.
taste | o arroz parecia papa e o bife estava duro que nem borracha de apagar
missingItem | não mandaram garfo nem guardanapo, tive que comer a salada no escritório com palito de café
missingItem | pedi dois sachês de barbecue pra acompanhar os nuggets e não veio nenhum
delay | a previsão dizia 35 a 45 minutos, chegou com 1h50 de relógio
wrongItem | paguei pela pizza grande de 8 fatias e recebi uma média de 6
customisation | pedi a picanha mal passada e veio cinzenta de ponta a ponta
cold; taste | batata frita murcha, gelada e mole, parecia que tinha ficado horas esperando
packaging | a caixa da pizza chegou amassada de lado e o queijo todo ficou grudado no papelão
portion | o temaki era praticamente um cone de arroz, achei dois pedacinhos de salmão lá no fundo
price | taxa de entrega de R$ 12 pra uma distância de dois quarteirões, não dá
taste | o feijão tropeiro estava tão salgado que bebi uma jarra de água depois
delay; cold | o frango a passarinho demorou uma eternidade e chegou frio e borrachudo
customisation | pedi o molho separado justamente pro pão não ficar mole, veio tudo jogado por cima
paidExtra | cobraram a borda de catupiry e a borda veio seca, sem um fio de recheio
wrongItem | veio o pedido de outra pessoa, a etiqueta da sacola dizia Marcos e eu me chamo Juliana
taste | pastel pingando óleo, o papel da embalagem ficou transparente de tanta gordura
notDelivered | o motoboy nunca apareceu, fiquei sem jantar e o dinheiro já tinha saído da conta
service | a moça que atendeu o telefone falou atravessado comigo e desligou na minha cara
other=nota fiscal CPF | pedi nota fiscal com CPF nas observações e não mandaram, preciso pra reembolso da empresa
diet | sou vegetariana, escolhi o burger de grão-de-bico e veio com tiras de bacon em cima
pricePortion | R$ 38 num poke que mal cobre o fundo da tigela, me senti roubada
general | esperava muito mais pela fama que vocês têm, sinceramente uma decepção
praise; cold | o tempero continua maravilhoso, só que o escondidinho chegou frio feito pedra
delay | que agilidade, hein? pedi no almoço e chegou a tempo da janta 👏👏
portion | antigamente a porção vinha com 10 coxinhas. hoje vieram 7. contei duas vezes
delay | do sabor não tenho queixa nenhuma, o problema foram quase duas horas de espera
missingItem | não chegou frio, não chegou errado, só não chegou o refrigerante mesmo
pricePortion | o hambúrguer da lanchonete da esquina é o dobro desse e custa a mesma coisa
wrongItem; missingItem | vei tudo erado, pedi xtudo veio xsalada e a batata nem veio
praise; delay | mano o lanche tava brabo demais, mas o motoca demorou uma vida
portion | amei a salada com três folhas de alface, super bem servida kkkkk
delay; cold; paidExtra | pizza atrasou, chegou fria e a borda recheada que paguei à parte não veio
taste | achei que tinha pedido um hambúrguer, chegou um disco de carne seco que desmanchava em farelo
praise; taste | o pessoal do whatsapp foi um amor, já a comida deixou a desejar, tudo sem sal e sem tempero
missingItem | vou ter que descer no mercado pra comprar refri porque o meu ficou em algum lugar do caminho
cold | não culpo o entregador, a comida já saiu fria da loja, dava pra sentir pela embalagem
portion | na foto do cardápio o prato transborda, aqui chegou uma marmitinha com meia concha de arroz
customisation | adorei a surpresa: pedi sem cebola e veio com cebola em dobro 🙃
taste; cold | q lixo essa batata, mole e fria, nunk mais
taste; portion | já foi melhor. ano passado o parmegiana era impecável, hoje o molho veio aguado e o queijo só de enfeite
missingItem | faltou o guardanapo, faltou o ketchup, faltou o refri. da próxima peço em outro lugar
courier; packaging | o motoqueiro me entregou a sacola rasgada e com o lacre já aberto, não gostei nada disso
taste | ótimo pra quem curte pizza crua no meio 😅 massa grudando no céu da boca
praise; missingItem | o sushi estava excelente, mas o hot roll que fazia parte do combo não veio
delay; cold | demoro dmais, pedi 20:30 e chego 22h, lanxe frio
pricePortion | não digo que estava ruim, mas por 65 reais eu esperava bem mais coisa na bandeja
delay | entrega relâmpago, deu tempo de eu tomar banho, lavar a louça e assistir dois episódios
warmDrink; melted; courier | coca quente, sorvete virou sopa e o motoboy ainda reclamou que meu prédio não tem elevador
unanswered | tive que acionar o suporte do app porque a loja não responde nem mensagem nem ligação
wrongItem | engraçado que a "picanha" era maminha, qualquer um que já foi em churrasco percebe pelo corte
taste | açaí mó aguado, sem graça, nem parece açaí de verdade
delay | nem no dia da final da copa eu esperei tanto por um delivery
praise | não tenho do que reclamar, veio tudo certinho, quentinho e bem embalado
wrongItem | será que é tão difícil mandar o pedido certo? é a terceira vez que vem trocado
praise; taste; missingItem | carne no ponto perfeito, mas o arroz estava duro e a farofa não veio
wrongItem | o restaurante trocou meu prato por outro porque o meu tinha acabado e nem me perguntou antes
taste | vou ter que pedir outra coisa, ninguém aqui em casa conseguiu comer com tanto sal
pricePortion | mt caro pra oq é, 3 pastel 50 conto
praise; packaging | o entregador foi um doce, pena que a marmita chegou revirada com feijão por cima da salada
portion | obrigada pela dieta forçada, o prato veio com metade do que aparece na foto
taste | à noite a qualidade despenca, o frango do jantar veio seco igual palha, no almoço não é assim
cold | estava tão quentinho que dava pra servir de sobremesa gelada
raw | o frango assado veio rosado perto do osso, soltando um líquido vermelho quando cortei
spoiled | a maionese da casa estava com cheiro azedo, joguei o pote inteiro fora
foreignBody | achei um fio de cabelo comprido enrolado no meio do macarrão
poisoning | comi o estrogonofe no almoço e passei a tarde inteira entre a cama e o banheiro
allergy | avisei no pedido que tenho alergia a amendoim e o pad thai veio coberto de amendoim
foreignBody | mordi uma pedrinha no feijão e senti o dente estalar, vou ter que ir ao dentista
raw; delay | esperei uma hora e o hambúrguer ainda veio cru no meio, vermelho vivo
spoiled | o salmão do sushi tinha um cheiro forte de peixe velho, não comi
poisoning | minha filha de 6 anos vomitou a madrugada toda depois do yakisoba de vocês
allergy; customisation | tenho intolerância a lactose, pedi a versão sem queijo e veio cheia de requeijão, senti logo depois
foreignBody | tinha um pedaço de plástico duro no recheio da coxinha
spoiled | o suco de laranja veio com gosto de vinagre, parecia fermentado
raw | a linguiça estava mole e rosadinha por dentro, não tive coragem de continuar
poisoning | no dia seguinte eu e meu marido não saímos do banheiro, e a única coisa que comemos foi isso
foreignBody | tinha uma coisinha preta com perninhas no meio da alface 🤢
allergy; poisoning | sou celíaca, o cardápio dizia sem glúten mas o pão era de trigo comum, estou passando mal desde ontem
spoiled; delay | além de chegar atrasado, o pão do sanduíche tinha umas manchinhas verdes de mofo
raw; cold | o frango empanado chegou frio e com a carne crua no centro
allergy; wrongItem | avisei da alergia a frutos do mar e mandaram risoto de camarão no lugar do de cogumelo, sorte que vi antes de comer
spoiled | a validade no potinho da sobremesa era da semana passada
mod:offensive; delay | bando de incompetentes, duas horas pra entregar um lanche, vão se f*der
mod:offensive; service | a atendente é uma mula, não consegue nem anotar um pedido direito
mod:hate; general | cozinha cheia de viado, por isso a comida é essa porcaria
mod:hate; courier | aquele motoboy macaco nem quis subir, deixou a comida na portaria
mod:threat; wrongItem | se vier errado mais uma vez eu vou aí pessoalmente e quebro essa loja inteira
mod:threat | tenho vídeo da cozinha de vocês e vou soltar em todos os grupos do bairro, vão ter que fechar
mod:noOrder | dizem que a cozinha desse lugar tem rato, não comprem
mod:noOrder | nunca pedi aqui, mas meu vizinho contou que passou mal, fiquem longe
mod:noOrder | peçam na pizzaria do Toninho da rua de baixo, essa aqui usa queijo falso
mod:refund | cancelaram meu pedido e até agora, dez dias depois, o estorno não caiu no cartão
mod:refund; missingItem | pedi reembolso do refrigerante que não veio e o app negou, querem que eu engula o prejuízo
mod:app; app | o aplicativo travou na hora do pagamento e cobrou duas vezes no meu cartão
mod:app; app | o cupom de primeira compra não aplicava de jeito nenhum, app horroroso
mod:courier; courier | o motoboy do ifood foi mal educado e jogou a sacola por cima do portão
mod:courier; courier | o entregador me ligou dez vezes gritando que não achava a rua, sendo que está no mapa certinho
mod:offensive; general | lixo de restaurante, donos uns porcos, vão tomar no c*
mod:threat; mod:offensive; service | o gerente de vocês é um imbecil, se me atender daquele jeito de novo vou esperar ele na saída
mod:noOrder | vi no tiktok que eles reaproveitam a comida que volta das mesas, que nojo
mod:refund | o ifood diz que o estorno é com o restaurante, o restaurante diz que é com o ifood, e ninguém devolve meus 80 reais
mod:offensive; mod:courier; courier; delay | o motoqueiro que o app mandou é lerdo pra caramba, uma anta, rodou o bairro todo
delay | el pedido tardó casi dos horas en llegar, una falta de respeto
praise | la milanesa estaba riquísima y llegó bien calentita, vuelvo a pedir seguro
missingItem | faltó la gaseosa que había pagado aparte
raw | el pollo estaba crudo por dentro, rosado y con sangre cerca del hueso
allergy | soy alérgica al maní y el postre venía con maní picado encima, en la descripción no decía nada
mod:offensive; service | la cajera es una inútil, no sabe ni cobrar bien
delay | qué rapidez, apenas hora y media para una empanada 🙄
pricePortion | carísimo para lo poco que trae, tres camarones contados en el plato
mod:noOrder | nunca compré aquí pero dicen que usan carne de pésima calidad
customisation; cold | pedí sin cebolla y vino con cebolla, y encima frío
wrongItem; diet | ordered the veggie burger and got a chicken one, kind of a big deal when you've been vegetarian for ten years
foreignBody | found a long hair baked right into the pizza crust
poisoning | my partner and I were both sick all night after the shrimp pasta
mod:app; app | the app charged my card twice and support just keeps sending me canned replies
packaging | soup spilled all over the bag, the lid wasn't even snapped on
portion | loved the "large" fries, I counted about twelve of them
praise; delay | the food was honestly great, but 90 minutes is way too long to wait
mod:threat | refund me or I'm going to the local news to show everyone how you treat customers
spoiled | the guacamole was brown and smelled off, definitely not made today
notDelivered; unanswered | the order never showed up and nobody at the store picks up the phone
`,
);

/** Set O: a quality team's test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const BY_OTHERS_O = parseReviews(
  "othersO",
  `
delay | Fiz o pedido 19:40 e só bateu na minha porta 21:15. A fome já tinha até passado.
cold | O estrogonofe chegou gelado, tive que jogar no micro-ondas antes de comer.
notDelivered | Marcaram como entregue mas não chegou nada. Perguntei pro porteiro e ninguém deixou sacola nenhuma.
wrongItem | Pedi X-salada e mandaram um X-egg.
missingItem | Faltou a Coca de 2 litros que estava no pedido.
paidExtra | Paguei R$ 6 de cheddar extra na batata e ela veio pelada.
customisation | Escrevi na observação SEM PICLES em letra maiúscula e o lanche veio cheio de picles.
portion | A porção de fritas tinha uns quinze palitos, contei.
price | Taxa de entrega de R$ 14,99 pra menos de 2 km, aí não dá.
pricePortion | A marmita subiu de 25 pra 32 reais e o bife ficou menor que a palma da mão.
packaging | O caldo do feijão vazou e molhou a sacola inteira, o arroz ficou boiando.
taste | Arroz empapado e o feijão sem um pingo de sal.
warmDrink | O guaraná veio quente e já sem gás nenhum.
melted | O sorvete da sobremesa chegou virado leite.
courier | O entregador se recusou a entrar no condomínio e me fez andar até a portaria debaixo de chuva.
service | Liguei pra avisar que o pedido veio errado e a moça desligou na minha cara.
unanswered | Mandei três mensagens no chat da loja e até agora ninguém respondeu.
general | Experiência péssima do começo ao fim. Não peço mais.
taste | A massa da pizza estava crua no meio, grudando no dente.
diet | Sou vegetariana, pedi o wrap de grão-de-bico e veio com pedaços de bacon.
packaging | A caixa da pizza chegou amassada e o queijo ficou todo grudado na tampa.
missingItem | Não mandaram talher nem guardanapo, comi com a mão.
delay | Duas horas e dez minutos de espera por um combinado de sushi.
cold; taste | Batata frita fria e murcha, parecendo borracha.
taste | A picanha veio dura que nem sola de sapato.
wrongItem | Chegou o pedido de outra pessoa, com nome e tudo na comanda.
customisation | Pedi o molho à parte e ele veio despejado em cima da salada.
portion | O temaki tinha mais arroz que salmão, dava pra contar os cubinhos de peixe.
pricePortion | 45 reais num poke que cabe numa xícara de café.
taste | O pastel estava encharcado de óleo, a caixa ficou transparente de gordura.
other=nota fiscal CPF | Pedi CPF na nota e até hoje não enviaram a nota fiscal.
other=troco faltando | Paguei em dinheiro e pedi troco pra 100. O troco veio faltando 15 reais.
diet | Sou diabético, pedi o suco sem açúcar e veio adoçado. Percebi no primeiro gole.
paidExtra | Paguei a borda de catupiry e veio a borda comum, sem recheio nenhum.
delay; cold | Levou 1h30 e a lasanha chegou de morna pra fria.
missingItem | Os sachês de ketchup e maionese não vieram, tive que comer o lanche sem molho nenhum.
service | Perguntei no WhatsApp se tinha opção sem glúten e a atendente respondeu com deboche.
general | Nunca mais. Dinheiro jogado fora.
taste | A esfiha veio torrada, com o fundo preto de queimado.
price | O mesmo açaí de 500 ml no concorrente custa a metade. Preço fora da realidade do bairro.
praise; delay | A comida é maravilhosa, isso ninguém discute. Mas 1h40 esperando não tem condição.
praise; cold | Entrega foi rápida, porém o lanche chegou frio. Não entendi como.
wrongItem | Parabéns pela criatividade: pedi calabresa e ganhei uma pizza surpresa de frango com milho 👏
delay | Pedi o jantar e recebi a ceia da meia-noite. Obrigado pela experiência.
taste | Não foi a demora, chegou até antes do previsto. O problema foi o hambúrguer sem tempero nenhum, parecia carne cozida na água.
praise; missingItem | Nada a reclamar da entrega, chegou quentinho e no horário. Só que o refrigerante ficou aí na loja.
pricePortion | Já foi bem melhor. Antes vinha o dobro de carne pelo mesmo preço, hoje é meia concha.
pricePortion | O da esquina cobra metade e enche o prato. Aqui é bonito na foto e só.
packaging | mano o lanxe veio tdo esmagado, o molho escorreu pela sacola inteira
customisation | vei pedi SEM cebola e veio cebola pra krl, nem da pra tirar
praise | mt bom msm, chegou rapidao e quentinho, vlw
delay | ja faz 1h e meia e nd do pedido, app parado em "saiu pra entrega"
melted | Adorei a sopa de açaí, nem precisei de colher, tomei de canudinho 🙃
delay | Entrega super expressa, só 1h50. O motoboy devia estar fazendo city tour.
portion | Ótimo se você curte pão com pão. Cadê o recheio desse sanduíche?
delay; cold; missingItem; unanswered | Demorou, chegou frio, faltou a batata e quando liguei ninguém atendeu. Completo.
praise; wrongItem; paidExtra | A pizza estava deliciosa, não vou mentir, mas mandaram marguerita no lugar da portuguesa e a borda recheada que paguei não veio.
praise; taste | A embalagem é linda, caprichada, pena que o conteúdo não acompanha: o macarrão virou papa.
pricePortion | Não é que esteja ruim, mas por 38 reais eu esperava mais do que meia caixa vazia.
taste | Sempre pedi aqui e nunca tive problema, mas hoje o frango veio seco, sem sal, com cara de requentado.
service | Reclamei da outra vez e a resposta de vocês foi dizer que a culpa era minha. Show de atendimento.
delay | Comparado com a outra unidade de vocês, essa aqui demora o dobro pra sair o pedido.
 | Pedido chegou. Comida normal, nada demais.
customisation; raw | Pedi o burger bem passado e ele veio rosado e mole por dentro. Carne moída assim eu não como.
portion | Gente, o que vocês chamam de "porção grande"? kkkkk cabe num pires
praise; wrongItem | Veio um pedido trocado, mas a moça do telefone foi um amor e mandou o certo em 20 minutos.
praise; taste | O entregador foi super educado. Já a comida... sem gosto nenhum, parecia isopor.
courier | Pedi na observação pra não tocar a campainha porque o bebê estava dormindo. Tocou cinco vezes.
warmDrink | O refri veio, só que parecia água com açúcar. Zero gás.
melted; praise | Tudo perfeito, só o sorvete da sobremesa que chegou líquido.
praise | top dms, o smash é brabo demais, já virei cliente
portion | tão de sacanagem né, 3 nuggets numa porção que diz 10
app; cold | O cupom não aplicou no app e, pra completar, o lanche chegou frio.
praise; taste | Bem servido, isso eu reconheço. Só achei salgado demais.
wrongItem | A comanda estava no nome de Juliana. Eu sou o Carlos. Nem o lanche era o meu.
praise; missingItem | Já pedi umas 20 vezes, sempre perfeito. Hoje esqueceram o molho da casa e os guardanapos.
delay; praise | Demorou um pouquinho mais que o previsto, mas valeu cada minuto, estava divino.
taste | Esse tal "frango crocante" só é crocante no nome. Veio mole, encharcado.
price | R$ 9,90 numa latinha de refri? Tão achando que é lanchonete de aeroporto.
courier; missingItem | O motoboy chegou com o lacre da sacola rasgado e faltando justamente a batata. Coincidência, né?
raw | O frango assado estava cru perto do osso, vermelho e escorrendo.
spoiled | O suco de laranja chegou borbulhando, com gosto de vinagre. Claramente fermentado.
foreignBody | Mordi uma pedrinha no feijão e lasquei o dente. Vão pagar o dentista?
poisoning | Passei a madrugada inteira no banheiro depois do sushi de vocês.
allergy | Avisei no pedido que sou alérgica a camarão e o molho veio com camarão. Tive que tomar antialérgico correndo.
spoiled | A carne estava com um cheiro estranho e uma cor meio esverdeada na borda. Não tive coragem de comer.
poisoning | Meu filho comeu os nuggets e acordou com febre e enjoo, não saiu da cama o dia todo.
foreignBody | Tinha um pedaço de plástico azul no meio do molho à bolonhesa.
foreignBody | Encontrei uma barata pequena embaixo da alface. Perdi a fome pra semana inteira.
raw | Salmão grelhado que de grelhado não tinha nada: cru e gelado no meio.
allergy | Sou celíaca, pedi a salada sem glúten e colocaram croutons por cima.
spoiled | O pão veio com bolor verde por baixo, só vi depois de morder.
poisoning | Eu e minha esposa estamos com dor de barriga desde ontem à noite. A única coisa que comemos foi a marmita daqui.
allergy | Intolerante à lactose, pedi sem queijo e veio tudo gratinado. Nem preciso dizer como terminou minha noite.
raw | O frango estava tão malpassado que só faltou cacarejar.
mod:offensive; delay | Bando de incompetentes. Duas horas pra mandar um hambúrguer, vão trabalhar.
mod:offensive; service | A atendente é uma anta, não sabe nem anotar um endereço.
mod:offensive; courier | Motoboy mal-educado do caralho, jogou a sacola no chão e saiu rindo.
mod:hate; wrongItem | Só podia ser cozinha cheia de baiano, errou meu pedido de novo.
mod:hate; mod:offensive; service | O caixa é um viadinho afetado que me tratou com deboche.
mod:threat; wrongItem | Se vier errado mais uma vez eu vou aí pessoalmente quebrar esse balcão.
mod:threat; taste | A pizza veio carbonizada. Ou devolvem meu dinheiro até amanhã ou posto tudo pros meus 50 mil seguidores e no Reclame Aqui.
mod:threat; notDelivered | Meu pedido nunca chegou. Sei o nome do dono e sei onde ele mora, melhor resolverem logo.
mod:noOrder | Nunca pedi aí, mas todo mundo no bairro diz que usam carne de gato no espetinho.
mod:noOrder | Fiquei sabendo que a vigilância sanitária fechou a cozinha de vocês mês passado. Alguém confirma?
mod:noOrder | Gente, peçam no Burger do Zé na rua de baixo. Aqui é tudo congelado de mercado.
mod:noOrder | Minha cunhada trabalhou aí e contou que o óleo da fritadeira só é trocado uma vez por mês.
mod:noOrder | Dando uma estrela só pra baixar a média, nem conheço o lugar.
mod:refund | Pedido cancelado há 15 dias e o estorno até agora não caiu no meu cartão.
mod:refund; wrongItem | Veio o lanche errado, mandei foto e o iFood negou meu reembolso. Palhaçada.
mod:refund | Cobraram duas vezes no cartão pelo mesmo pedido e ninguém devolve a segunda cobrança.
mod:app; app | O aplicativo travou na hora do pagamento, cobrou e não gerou pedido nenhum.
mod:offensive; general | Lixo de restaurante, comida de porco. Vão todos à merda.
mod:courier; courier | O entregador do iFood disse que não sobe de jeito nenhum e me fez descer seis andares de muleta.
mod:offensive; mod:threat; notDelivered | Seus ladrões, pegaram meu dinheiro e o lanche nunca chegou. Vou aí com uns amigos buscar na marra.
delay; cold | Tardó casi dos horas y la hamburguesa llegó helada. Una lástima.
praise | Riquísimo todo, el pan de queso estaba de diez. Vuelvo a pedir seguro.
wrongItem | Pedí empanadas de carne y me mandaron de pollo.
poisoning | Después de comer el pescado estuve vomitando toda la noche.
missingItem | Faltó la gaseosa que pagué.
mod:offensive; service | Atención pésima, el que atiende el teléfono es un imbécil.
allergy | Soy alérgico al maní, lo puse en la nota y la salsa vino con maní.
pricePortion | Carísimo para lo que viene, la porción no llena ni a un niño.
raw | The chicken was still pink and slimy near the bone.
customisation | Wrote "no onions" in the notes. Onions everywhere.
praise; delay | Food was great, but it took forever to get here.
notDelivered | App says delivered, but nothing ever showed up at my door.
foreignBody | Found a thin metal wire in my burger, probably from a grill brush.
packaging | The soup lid popped off and it leaked all over the bag.
mod:noOrder | Never ordered here but heard they got shut down for rats.
`,
);

/** Set S: food safety only, in plain and very indirect words; Spanish and English. */
export const BY_OTHERS_S = parseReviews(
  "othersS",
  `
raw; delay; customisation | demorou quase 2h e quando chegou o hambúrguer tava sangrando. eu pedi BEM PASSADO
raw | o frango a passarinho tava cacarejando ainda kkkk sério, cru perto do osso
poisoning | comi o temaki ontem à noite e passei a madrugada inteira no banheiro
allergy | coloquei na observação que sou alérgica a camarão e o arroz veio com camarão no meio. podia ter me matado
spoiled; poisoning | o molho do strogonoff tava com gosto estranho, meio fermentado. resultado: dor de barriga o dia todo
raw; taste | a carne de panela tava dura feito sola de sapato e a bisteca do lado mole por dentro, meio crua
poisoning | fui parar na UPA com intoxicação alimentar depois do combinado de sushi. tomei soro na veia. nunca mais peço
allergy | meu filho tem APLV, pedi o purê "sem leite" como diz no cardápio e claramente tinha manteiga. por sorte percebi antes dele comer
praise; foreignBody | comida muito gostosa como sempre, mas dessa vez veio um fio de cabelo no feijão. fiquei chateada
raw; cold | peixe frio e cru no meio, a tilápia empanada tava transparente por dentro
spoiled; foreignBody | o pão do sanduíche tinha uns pontinhos verdes de mofo e ainda achei um grampo no meio da salada
allergy; poisoning | sou celíaca e pedi a opção sem glúten, veio empanado na farinha de trigo. passei três dias com a barriga destruída
foreignBody | tinha uma pedra no feijão, quebrei um pedaço do dente. agora vou ter que ir no dentista
raw; service | falei pro restaurante que o frango veio cru e a moça respondeu que "é assim mesmo, é suculento". suculento não, CRU
delay; poisoning | atrasou 1 hora, a comida chegou e de madrugada veio a diarreia. valeu mesmo
foreignBody | UNHA. tinha uma unha na minha pizza. que nojo
allergy; customisation | avisei que tenho intolerância a lactose, pedi sem queijo e o prato veio coberto de queijo
missingItem; foreignBody | faltou o guaraná e ainda veio um pedaço de papel no meio do lanche
foreignBody | veio um lacre de plástico daqueles de tampa de garrafa dentro do molho
price; spoiled | paguei caro pra caramba (R$ 78) num combinado com salmão de cor esquisita e cheiro de geladeira velha
allergy | minha filha tem alergia a amendoim, perguntei no chat se o brownie tinha e disseram que não. o recheio era pasta de amendoim. graças a Deus ela só deu uma mordida
foreignBody | osso no meio do filé de frango "sem osso", quase engasguei
raw; poisoning | a carne de porco veio rosada e no dia seguinte eu tava de cama. não recomendo
foreignBody | mosquinha morta boiando no molho da salada. bonito hein
packaging; spoiled | o pote veio aberto, vazou caldo na sacola toda e o vinagrete tava com cheiro de estragado
poisoning; unanswered | passei mal a noite toda depois do jantar, mandei mensagem pro restaurante e ninguém respondeu até agora
allergy; wrongItem | pedi o pão sem glúten porque sou celíaco e mandaram o pão francês normal
raw | o frango tava bem "suculento", se é que você me entende... da cor do meu batom
spoiled | a salada de maionese tinha vida própria, até borbulhando tava
poisoning | melhor laxante da cidade, recomendo pra quem tá com intestino preso 🙃
foreignBody | veio proteína extra no arroz, com perninhas e asinhas e tudo
allergy | meu marido agora tá parecendo o fofão depois do yakisoba que vocês juraram que não tinha camarão
raw | mano o frango tava cru dms, n da pra comer isso nao vei
spoiled; taste | o creme de leite tava azdo e a bata frita murxa
poisoning | comi o xis e vomitei tudo dps, nunk mais
delay; cold; foreignBody; service | Pedido feito às 19h, chegou 21h10. Comida fria, o que já seria ruim, mas o pior foi encontrar um cabelo loiro enrolado no macarrão. Liguei e o atendente riu e disse que ninguém lá é loiro. Vergonha.
praise; raw; customisation | Sou cliente há mais de um ano, sempre elogiei o atendimento e o tempero daqui é dos melhores do bairro. Mas hoje a picanha chegou praticamente crua, sangue escorrendo na marmita, e eu tinha pedido ao ponto. Espero que tenha sido só um dia ruim.
spoiled | o sachê de molho que mandaram junto tava vencido desde setembro
allergy | meu filho tem alergia a corante e o suco "natural" era claramente de pozinho, amarelo neon
allergy; customisation | pedi sem ovo porque tenho alergia e veio com um ovo frito em cima do lanche
poisoning | levei meu filho no pediatra depois do nugget daqui. achei que era virose mas a médica disse que foi intoxicação alimentar
raw | o salmão grelhado veio cru no centro, e eu pedi grelhado justamente porque estou grávida e não posso comer peixe cru
taste; foreignBody | arroz empapado e com um fiapo de palha de aço no meio. isso é sério?
courier; poisoning | o motoboy foi grosso na entrega e ainda por cima todo mundo aqui em casa passou mal com o frango
spoiled | a alface tava marrom e mole e o tomate já tinha passado do ponto faz tempo
raw | costelinha suína mole por dentro, rosa e gosmenta perto do osso. crua mesmo
raw | frango cru.
allergy; poisoning | o prato dizia "zero lactose", sou intolerante e passei a noite sentada na privada
praise; poisoning | comida gostosa, mas infelizmente me fez mal. cólica e enjoo a tarde inteira
app; foreignBody | o app não deixa eu mandar foto, mas tinha uma barata dentro da embalagem da comida, bem em cima do arroz
mod:offensive; foreignBody | seus porcos imundos, tinha cabelo e sujeira na minha comida. cozinha de chiqueiro
mod:threat; poisoning | minha família toda passou mal com a feijoada de vocês. vou espalhar em todos os grupos do bairro até fecharem essa espelunca
mod:noOrder; poisoning | nunca comprei aí, mas minha vizinha disse que a família dela inteira passou mal com a comida de vocês. deus me livre
mod:refund; poisoning | passei mal com o sushi, fui no médico, mandei o atestado e o ifood negou meu reembolso. absurdo
raw; missingItem | não veio a farofa e o frango assado tava vermelho perto do osso
poisoning | Tive que faltar o trabalho no dia seguinte, com piriri e febre. Foi a única coisa diferente que comi
diet; allergy | sou vegetariana e alérgica a frutos do mar, pedi o risoto de legumes e tinha lula no meio
raw; wrongItem | pedi frango grelhado e veio frango empanado, e cru por dentro pra completar
spoiled; portion | porção mixuruca de estrogonofe e o champignon tava com gosto de vencido
foreignBody | tinha um pedacinho de vidro na salada, graças a Deus vi antes de colocar na boca
raw | el pollo estaba crudo por dentro, rosado total. no se puede comer eso
spoiled | la crema olía agria, ni la probé
foreignBody | encontré un pelo en la empanada, qué asco
poisoning | después de comer la hamburguesa tuve diarrea toda la noche, no vuelvo a pedir
allergy; poisoning | soy celíaca, pedí la opción sin gluten y me mandaron pan común. dos días con dolor de panza
raw; delay; customisation | tardó una hora y media y encima la carne vino sangrando, y la pedí bien cocida
foreignBody | había un pedazo de plástico duro en el arroz, casi me lo trago
spoiled | el pescado tenía un olor fuerte y un sabor raro, para mí estaba vencido
allergy | Le avisé por el chat que soy alérgico al maní y el pad thai vino lleno de maní. Por suerte me di cuenta antes de comerlo.
praise; poisoning | la comida estaba riquísima pero terminé en la guardia con intoxicación. una pena
cold; foreignBody | llegó todo frío y con una cucaracha adentro de la caja
spoiled; taste | el queso del sándwich tenía moho y las papas estaban quemadas
raw | el chancho estava crudo adentro, rosadito y con jugo, q asco
allergy; customisation | pedí sin camarones porque soy alérgica y igual vinieron con camarones
poisoning | digamos que pasé más tiempo en el baño que en la cama después de esa pizza...
raw | chicken was pink in the middle, sent a pic to the store and no one cared
spoiled | the sour cream was actually sour. like gone-off sour, not the normal kind
foreignBody | found a long black hair in my acai bowl. lost my appetite
poisoning | got food poisoning from the shrimp, threw up all night
allergy; customisation | I'm lactose intolerant and wrote NO CHEESE in big letters, the burger came with cheese anyway
price; raw | paid R$ 89 for a steak that was basically still mooing. way overpriced for raw meat
foreignBody | there was a piece of metal wire in my pizza slice, could have swallowed it
spoiled | the milk in the smoothie was expired, tasted off and had little lumps
poisoning; service | whole family got sick after dinner, I called the restaurant and they just hung up on me
allergy | my son has a peanut allergy, we asked and they said no nuts. the sauce had peanuts. we had to use his epipen
praise; raw | love the fries here but the fish tacos had raw fish inside, and they're supposed to be fried
missingItem; foreignBody | no napkins, no cutlery, and a bug in the rice. great
delay; spoiled | 2 hours late and the chicken salad smelled rotten when I opened it
poisoning | spent the next day in bed with stomach cramps and fever. only thing I ate was this
allergy; poisoning | celiac here. the "gluten free" pasta was regular wheat pasta and I paid for it with 3 days of pain
`,
);

/** Set P: an owner's month, many voices and foods. */
export const BY_OTHERS_P = parseReviews(
  "othersP",
  `
taste | esfiha de frango salgada a ponto de arder a boca. tomei meia garrafa d'água depois
portion; customisation | bowl fit com meia concha de arroz, e pedi sem milho, veio milho
praise | pedi bolo de pote de ninho com morango pra comemorar que passei na OAB e contei isso na observação. veio um bilhetinho de parabéns escrito à mão. chorei feito criança
wrongItem; service | veio x-burguer em vez de x-egg. liguei e a resposta foi "ah, come esse mesmo que é quase igual"
portion | obrigada pela marmita "grande", meu gato achou ótima, pena que era a minha janta
missingItem | No cutlery and no napkins, and I ordered to a hotel room. Ended up eating the salad with a key card.
praise | 14 marmitas pro time no dia de fechamento contábil e cada tampa veio com o nome da pessoa escrito. zero confusão, zero troca. vocês salvaram nossa sexta
cold; taste | feijoada morna, feijão salgado demais e a couve amarga. sábado estragado pra família toda
packaging | o caldo do yakisoba vazou inteiro na sacola. chegou macarrão seco e uma sacola pingando no meu tapete
notDelivered; app | o app diz que entregou e o suporte do app só manda mensagem automática. fiquei sem janta e sem ninguém pra conversar
diet | pedi o hambúrguer vegetariano e no meio tinha bacon. sou vegetariana há dez anos
praise | saí do plantão noturno da UTI às 7h e o café da manhã de vocês já tava na portaria quando cheguei. pão na chapa estalando, cuscuz com ovo, café forte. me devolveram a alma
foreignBody | mordi um pedaço de plástico duro dentro do pastel de carne. quase quebrei um dente
general | sinceramente, esperava muito mais depois de tanta gente falar bem. não volto
delay; unanswered | duas horas esperando. liguei no número do perfil e só caía na caixa postal
melted; delay | o açaí chegou derretido, virou vitamina. também, 1h10 pra 3 km
foreignBody | um fio de cabelo comprido enrolado no arroz da marmita. perdi a fome na hora
portion | a porção de calabresa acebolada "serve 2" não deu nem pra mim sozinho depois do futebol de quinta
mod:app; app | o app cobrou duas vezes no cartão e o suporte do iFood não resolve. nada contra o restaurante, o problema é a plataforma
praise | minha mãe de 84 anos fez o primeiro pedido da vida sozinha no celular (com o neto ditando pelo telefone kkk) e amou a sopa de mandioquinha. disse que parecia a dela
missingItem | o combo veio sem a batata média. o lanche tava lá, a bebida tava lá, a batata sumiu no caminho
delay | Ordered at 12:15 for a team lunch and the food showed up at 13:40. The meeting was already over. Timing matters for office orders.
delay | pedi o café da manhã às 6h50 pra comer antes de pegar o turno na fábrica. chegou 8h15, eu já tava no fretado
courier; praise | o motoboy de vocês chegou falando no celular, enfiou a sacola na minha mão e virou as costas sem um boa noite. pena, porque o strogonoff tava excelente
delay; missingItem; cold | sou enfermeira e pedi pra comer no intervalo do hospital. 1h30 de entrega, a marmita veio sem o arroz e o bife tava frio. voltei pro setor com fome
spoiled; foreignBody | açaí com gosto de fermentado e uma formiga no meio da granola
wrongItem; missingItem; service | pedimos 3 esfihas de carne e 2 de queijo pra república, vieram 4 de carne e nenhuma de queijo. no chat disseram que "tava certo"
wrongItem; missingItem | pedi esfiha de queijo e veio de espinafre, e a coca lata nem veio
praise | ¡Qué rica la picanha! Llegó jugosa, en su punto, y la mandioca frita crocante. Somos argentinos y no es fácil convencernos con la carne 😄
warmDrink | guaraná de 2 litros quente e sem gás. parece que passou a tarde no porta-malas
paidExtra; cold | paguei o cheddar extra na batata e veio sem cheddar. e fria ainda
wrongItem; praise | brownie delicioso, mas mandaram o de nozes e eu tinha pedido o tradicional
praise | pedi 23h50 achando que iam recusar e aceitaram na hora. caldo verde pelando, com calabresa de verdade. noite de frio resolvida
delay; cold | 1h40 esperando e o frango assado chegou gelado. quinta comum, sem chuva, sem jogo, sem desculpa
praise | combinado de 60 peças pro aniversário da minha esposa rendeu pra seis pessoas. peixe fresco, arroz no ponto, e o shoyu light que pedi veio certinho
cold | churrasquinho de alcatra chegou frio, a gordura já branquinha por cima
praise | esfiha aberta de carne com massa fininha e um limãozinho junto. comi seis sem culpa nenhuma
notDelivered | o app marcou entregue às 20h12 e aqui não chegou nada. o porteiro confirmou que ninguém deixou pacote nenhum
service | perguntei no WhatsApp se dava pra trocar a bebida, a atendente respondeu só "não" e me deixou no visto. custa nada ser educada
mod:refund | o pedido foi cancelado por falta de ingrediente, até aí tudo bem. mas os R$ 67 não voltaram pro cartão e já são 12 dias esperando o estorno
paidExtra | paguei adicional de ovo no pão na chapa e não tinha ovo nenhum
praise | frango com batata doce e brócolis que tem tempero de verdade, não aquele peito de isopor de marmita fit. bati a proteína do dia e ainda comi com prazer
packaging; melted | caixa de doces revirada, brigadeiros amassados uns nos outros e os de colher derretidos
price | R$ 14,90 de taxa de entrega pra 2 km. sou estudante, não dá pra pagar quase o preço do lanche só pra ele atravessar a avenida
| pedi pro meu pai que mora sozinho, ele ainda não me falou nada
allergy | Soy celíaca, pedí la pizza sin gluten y claramente no lo era. Pasé la noche con dolor de estómago.
| chegou agora, ainda não comi. depois eu volto pra dar nota
pricePortion; price | oito fatias finíssimas de sashimi por R$ 52, e ainda R$ 12 de taxa de entrega
warmDrink; missingItem | suco de maracujá quente e não mandaram canudo
wrongItem; delay | demorou uma hora e quando chegou era frango com catupiry. eu pedi portuguesa
praise | depois do treino de perna eu mal consegui descer a escada pra pegar kkkk mas valeu: bowl de carne moída com arroz integral bem servido e bem temperado
portion | marmita "média" com três colheradas de arroz e um filezinho de frango do tamanho de um dedo. no meio do plantão isso não segura ninguém
pricePortion | o açaí de 500 ml passou de R$ 22 pra R$ 27 e agora vem dois dedos abaixo da borda. pago mais e levo menos
delay | Pedí a las 20h y llegó a las 21h40. Con un nene de tres años esperando, es demasiado.
taste | o pastel de queijo veio encharcado de óleo, apertei e escorreu no guardanapo
missingItem; app | o cupom de frete grátis não aplicou e ainda faltou o guaraná
pricePortion | R$ 45 num poke com seis cubinhos de salmão contados. muito caro pelo que vem
packaging | caixa da pizza amassada de um lado, metade da cobertura grudada na tampa
wrongItem | veio a sacola de outra pessoa, com nome de Cláudio no ticket e um combinado hot que eu não pedi
spoiled | iogurte do kit café da manhã azedo e com a tampa estufada. validade vencida desde a semana passada
delay; service | atrasou 50 min e quando reclamei no chat me chamaram de impaciente
courier; packaging | o motoboy de vocês largou a sacola deitada no chão da portaria e o caldo escorreu todo
praise | Pedimos para toda la oficina y llegó todo calentito, cada plato con su etiqueta. La lasaña de berenjena, buenísima. Repetimos seguro.
mod:offensive; delay | duas horas pra entregar uma pizza, bando de incompetente do caralho, vão aprender a trabalhar
general | uma decepção atrás da outra. não compensa
unanswered | liguei quatro vezes pro número da loja pra saber do pedido, só chamava
unanswered | mandei mensagem no chat da loja às 20h pedindo pra trocar o refri por suco e até agora ninguém respondeu
packaging | chegou uma sacola temperada com strogonoff por dentro. embalagem nota mil
mod:threat; wrongItem | terceira vez que vem errado. se acontecer de novo eu vou aí na loja pessoalmente e quero ver quem vai me segurar
other=nota fiscal | pedi nota fiscal com o CNPJ da empresa na observação pra poder pedir reembolso e não veio. sem ela não consigo prestar contas
melted | o sorvete que acompanha o petit gateau chegou líquido dentro do potinho, virou um caldinho branco
delay | parabéns pela entrega expressa, deu tempo de ver um filme inteiro e metade do segundo 👏
pricePortion | R$ 32 for three pastéis full of air. Great investment, highly recommend if you're on a diet 🙃
poisoning | comi o temaki no jantar e passei a madrugada vomitando. meu marido comeu o mesmo e também passou mal
raw | o frango do yakisoba veio rosado e mole por dentro. nem encostei, meus filhos iam comer isso
mod:hate; delay | só pode ser cozinha cheia de baiano preguiçoso pra demorar desse jeito
customisation | pedi o molho da salada à parte justamente pra folha não murchar e veio despejado por cima
cold | a lasanha de frango chegou fria, o queijo por cima já tinha endurecido. precisei esquentar no forno antes de servir pros meus pais
praise; taste | as esfihas de queijo são ótimas, mas as de carne vieram com o fundo queimado, amargando
cold; packaging; taste | La pizza llegó fría, la caja aplastada y la masa quemada por abajo.
praise | coxinha de massa de batata com frango bem úmido. as três crianças brigaram pela última, isso vale mais que cinco estrelas
delay | pedido às 19h10, chegou 20h35. o app prometia 40-50 min. com duas crianças pequenas chorando de fome isso parece uma semana
packaging; taste | tampa da marmita mal fechada, arroz ressecado por cima e o frango sem sal nenhum
service | liguei pra avisar que tinha trocado o complemento do endereço e a moça respondeu "se vira com o app" e desligou na minha cara
price; delay | R$ 9,90 a mais pela entrega "expressa" e chegou com 1h05. sou motorista de app, sei muito bem quanto tempo leva esse trajeto
taste | a batata vem com sal ou o sal vem com batata? fiquei na dúvida
packaging; missingItem | o pote de strogonoff abriu dentro da sacola e ainda faltou a batata palha
praise | arroz soltinho, feijão de caldo grosso, bife acebolado e couve fininha. parecia a cozinha da minha avó em Uberaba
allergy | avisei na observação que sou alérgico a camarão, pedi yakisoba de frango e veio camarão misturado. tive que correr pro antialérgico
courier | sou cadeirante, expliquei pro motoboy da loja e pedi só pra ele entrar até a porta do bloco B. ficou parado no portão dizendo que não era obrigado até meu vizinho descer pra buscar
praise | tapioca de coalho com mel e um suco de laranja que claramente foi espremido na hora. café da manhã de pousada na minha quitinete
customisation; taste | pedi sem cebola, veio cheio de cebola. e a carne do hambúrguer passada demais, seca
praise | mandaram a alga do temaki separada pra não murchar. detalhe pequeno que mostra que alguém pensou em quem vai comer. salmão ótimo
missingItem | amei o combo de hambúrguer sem hambúrguer. só pão, batata e refri. conceito ousado
mod:courier; courier | o entregador do iFood subiu com a moto na calçada do meu prédio e me xingou quando pedi pra tirar. a comida nem abri ainda
taste | arroz do sushi empapado e sem tempero nenhum de vinagre, desmanchava no hashi
cold | adorei a pizza servida na temperatura de geladeira, muito inovador, nunca tinha visto
service; unanswered | liguei e ninguém atendeu. mandei mensagem, responderam no dia seguinte com um "qualquer coisa abre reclamação no app". descaso total
mod:noOrder | nunca pedi aí, mas a minha cunhada disse que viram barata passeando na cozinha de vocês. fica o alerta pro bairro
diet; praise | pedi a pizza sem glúten porque evito (não sou celíaco) e a massa veio normal, de trigo. o sabor tava ótimo, mas não era o que eu pedi
| pedido normal, igual das outras vezes
pricePortion; taste | pastel quase sem recheio, massa crua no meio, e ainda por R$ 16
customisation | escrevi SEM TOMATE em caixa alta na observação do x-salada. veio com duas rodelas. alguém lê aquilo?
praise | o entregador ligou antes avisando que o interfone tava mudo e esperou eu descer com o bebê no colo, sem pressa nenhuma. e a pizza de abobrinha tava maravilhosa
cold; warmDrink | noite de campeonato com a galera no discord e chega pizza fria com refrigerante quente. conseguiram inverter as duas temperaturas
diet | marmita vegana com queijo ralado por cima. vegano não come queijo, gente
taste | açaí aguado, parecia suco congelado, sem consistência nenhuma
delay; courier | uma hora além do previsto e o motoboy ainda reclamou comigo que meu prédio é longe demais
raw; poisoning | hambúrguer vermelho cru no meio e no dia seguinte diarreia o dia inteiro. faltei no trabalho
paidExtra | paguei R$ 7 pela borda recheada de cheddar e a borda veio oca, só massa
praise | pastel de carne seca com catupiry sequinho, sem óleo pingando, e o caldo de cana veio gelado de verdade. domingo de feira sem sair de casa
price | pastel de queijo a R$ 18? na feira aqui do lado é menos da metade
notDelivered | ficou "saiu para entrega" a noite inteira e nunca chegou. fui dormir sem jantar
praise | moqueca vegana de banana da terra com palmito. meu pai, que acha que vegano é doença, pediu pra eu repetir o pedido no domingo
praise | açaí de 700 com paçoca e leite ninho, cremoso, sem aquelas pedrinhas de gelo. virei freguês
wrongItem | pedi meia marguerita meia quatro queijos e veio meia marguerita meia calabresa. minha filha só come a de queijo, sobrou a metade errada pra mim
other=cardápio desatualizado | o cardápio mostra suco de cupuaçu, pedi, e me ligaram dizendo que não tem faz meses. atualizem o cardápio por favor
diet | sou diabética e pedi o suco "sem açúcar", veio docinho. medi a glicemia depois e tinha subido. por favor tenham cuidado
praise | comprei a caixa de brigadeiro de pistache pra dar de presente e abri no carro antes de chegar na festa. o presente chegou com dois a menos e a culpa é de vocês por serem tão bons
pricePortion; taste | R$ 38 num yakisoba com três pedaços de carne e legumes duros, sem gosto de nada
missingItem | não mandaram hashi nem shoyu. comer sushi de garfo e sem molho é triste
praise | virada de raid até as 3h, o lanche chegou antes do previsto e a batata ainda crocante. x-tudo honesto. a guild inteira manda um salve
portion; taste | marmita fit com uns 80g de frango, se tanto, e seco que nem papelão. quem treina precisa de proteína, não de farelo
courier; notDelivered | adorei o entregador que tocou o interfone uma vez, esperou dez segundos e foi embora com meu pedido. eficiência máxima
praise | Best feijoada I've had since I moved to São Paulo. Crunchy farofa, and they even remembered the orange slices. Already planning next Saturday's order.
praise | sou caminhoneiro, pedi o PF num posto da Dutra achando que ia vir qualquer coisa. tropeiro caprichado, bisteca suculenta e ainda mandaram um pudinzinho. na estrada a gente come muito pior
delay; cold; taste | Over an hour late and the burger was cold when it got here. The fries were soggy too.
customisation | "sem cebola" deve ser código interno pra "capricha na cebola", né? aprendi hoje
other=horário de funcionamento | o perfil diz que abre às 18h, pedi 18h15 e ficou "aguardando confirmação" até as 19h, aí cancelaram. se não abrem nesse horário, mudem o horário no perfil
customisation; missingItem | pedi o molho à parte e veio por cima do frango, e o sachê de mostarda que eu pedi não veio
`,
);

/** Set R: a quality team's test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const BY_OTHERS_R = parseReviews(
  "othersR",
  `
delay | pedido feito 19h10, o interfone só tocou 20h35. a fome já tinha virado dor de cabeça
cold | a lasanha chegou morna puxando pra fria, tive que esquentar de novo no micro-ondas
wrongItem | pedi o açaí de 500ml e mandaram o copinho de 300, conferi no recibo
missingItem | o guaraná de 2 litros que tá na nota não veio na sacola
customisation | escrevi em letra maiúscula SEM PICLES e o sanduíche veio com três rodelas de picles
paidExtra | paguei 6 reais de cheddar adicional e o hambúrguer veio seco, nem sombra de cheddar
portion | a marmita é minúscula, meu filho de 8 anos come mais que isso no recreio
price | taxa de entrega de 14,90 pra uma distância de 2 km, aí fica difícil
pricePortion | 58 reais num poke que cabia na palma da minha mão
packaging | o caldo vazou todinho dentro da sacola, manchou o sofá quando apoiei
taste | arroz empapado e feijão salgado feito água do mar
notDelivered | no aplicativo consta entregue, aqui em casa ninguém tocou, o porteiro também não recebeu nada
melted | o pote de sorvete de flocos chegou virado vitamina
warmDrink | o refrigerante veio quente, dava pra fazer chá com ele
service | liguei perguntando do pedido e a moça respondeu que não era problema dela e que eu esperasse
unanswered | mandei quatro mensagens no chat da loja desde as 20h, nenhuma resposta
courier | o entregador se recusou a passar da guarita, desci três andares de muleta pra buscar
general | experiência ruim do começo ao fim, não indico pra ninguém
taste | a pizza veio com a massa crua no meio, grudando no céu da boca
diet | sou diabética, pedi o suco sem açúcar e veio adoçado, senti na hora
other=cancelou pedido depois de 40 minutos | aceitaram o pedido e 40 minutos depois cancelaram dizendo que a cozinha tinha fechado
missingItem | não mandaram talher nem guardanapo, comi a salada com a mão no escritório
wrongItem | veio o pedido de outra pessoa, na comanda estava escrito Rodrigo e eu sou a Fernanda
delay; cold | uma hora e quarenta de espera e o frango a passarinho chegou gelado
packaging | caixa da pizza toda amassada, a cobertura ficou grudada na tampa
taste | a batata frita chegou murcha e pingando óleo
customisation; taste | pedi o bife ao ponto e veio torrado, parecia sola de sapato
portion | contei quatro camarões no risoto de camarão. quatro.
price | o mesmo combo que eu pedia por 39 tá custando 52 agora, ficou caro demais
missingItem | o molho barbecue que faz parte do combo não veio
paidExtra | paguei borda de catupiry e a borda veio oca
cold | o caldo verde chegou frio, com aquela película de gordura por cima
delay | a previsão era 40 minutos e foi empurrando até dar 1h15
general | decepcionada, não peço mais aqui
unanswered | liguei três vezes no número do cardápio, chama até cair e ninguém atende
service; wrongItem | pedi pra trocar o lanche errado e a atendente disse que não faz troca e desligou na minha cara
taste | o estrogonofe não tinha gosto de nada, parecia creme de leite de caixinha puro
wrongItem | pedi coca zero e mandaram a normal
other=nota fiscal não enviada | pedi a nota fiscal com o CNPJ da empresa, avisei na observação, e não mandaram nota nenhuma
courier | o motoboy chegou fumando e jogou a bituca no meu jardim
delay; praise | a comida é maravilhosa, isso ninguém tira de vocês. mas uma hora e meia pra chegar não dá
delay | parabéns pela agilidade: deu tempo de tomar banho, lavar a louça e ver dois episódios até o lanche aparecer
cold; praise | não é que a comida seja ruim, o tempero de vocês é ótimo, mas chegou fria de novo
paidExtra; praise | do entregador não tenho do que reclamar, educadíssimo. agora o bacon extra que eu paguei ficou só na promessa
cold | da próxima vez vou comprar pão na padaria da esquina, pelo menos lá ele sai quentinho
pricePortion | no concorrente aqui do lado vem o dobro de carne pelo mesmo preço, só comentando
missingItem; cold | mano o lanxe veio sem o refri q eu pedi e ainda tava frio dms
wrongItem | adorei a surpresa, pedi frango e veio peixe. amo uma aventura
delay; missingItem; packaging | demorou, faltou a farofa e o feijão vazou na sacola. três de três
general | não digo que foi ruim... mas também não volto
praise; paidExtra; warmDrink | a pizza até tava gostosa, só que a borda que paguei a mais veio sem recheio e a coca tava quente
portion | que generosidade, três batatinhas no saquinho kkkk
pricePortion | antes o combo vinha com dois burgers grandes, agora vem dois pequenininhos e o preço ainda subiu. bela jogada
praise; paidExtra | bah, o xis chegou bem fresquinho, tchê, só que sem o ovo que eu paguei a mais
wrongItem; missingItem | oxe, pedi macaxeira frita e veio batata. e a vinagrete nem deu as caras
taste | uai sô, o pão de queijo veio duro que nem pedra, dá pra jogar no vizinho
unanswered | tô aguardando até agora a loja me responder sobre o pedido de ontem
praise; packaging; taste | chegou antes do previsto e o motoboy foi um amor. pena que o temaki veio desmontado na caixa e a alga murcha
warmDrink | obrigado pelo refrigerante em temperatura ambiente de Cuiabá em janeiro
pricePortion | nada contra o atendimento, mas a porção de isca de peixe é uma piada pelo que cobram
customisation | de novo a observação sem cebola foi ignorada. tô começando a achar que ninguém lê
praise; packaging | comida 10, embalagem 0. o molho do macarrão tava mais na sacola do que no pote
missingItem | esqueceram o hashi, o shoyu e o gengibre. sushi de garfo e sem molho, experiência única
taste | a unidade do centro é bem melhor, essa aqui o tempero é fraco e a carne vem seca
wrongItem; unanswered | sou cliente há anos e sempre indiquei vocês. hoje pedi o de sempre, frango grelhado com legumes, pra comer leve, e veio frango empanado frito. liguei e ninguém atendeu. fiquei sem jantar
| chegou. comi. era comida.
courier; missingItem | nota 10 pro entregador que comeu minhas batatas no caminho, pelo menos ele não passou fome
praise; taste | entrega rápida, lanche quentinho, mas cadê o sal? hambúrguer sem gosto nenhum
delay | não vou dizer que atrasou porque o app nem mostrava previsão. só digo que pedi pro almoço e comi no lanche da tarde
price | com esse valor eu ia num rodízio e ainda sobrava troco
praise; taste; portion | amo o açaí de vocês mas dessa vez veio mais gelo que açaí, e o leite ninho dava pra contar os grãos
packaging | parça, o dogão veio tão amassado q parecia q alguém sentou em cima
notDelivered | meu vizinho do 302 deve ter jantado bem, porque aqui no 203 não chegou nada
taste | não tô reclamando do preço, sei que qualidade custa. mas a picanha veio cheia de nervo, impossível de mastigar
missingItem | pedi pra tirar o tomate, tiraram. pedi molho à parte, veio à parte. pedi coca, não veio coca
delay; cold | 🍕❄️😡 1h50 de espera
wrongItem; service | veio errado, liguei e a atendente disse que eu que pedi errado. tenho o print do pedido aqui
cold; missingItem; courier | tudo perfeito como sempre... só que não. veio frio, faltou o refri e o motoboy ainda reclamou da gorjeta na minha cara
taste | da última vez o strogonoff tava uma delícia, hoje parecia outro restaurante, aguado e com gosto de requentado
price; delay | mermão, 12 conto de taxa pra vir de bike e chegar uma hora depois, papo reto
raw | o frango tava rosado por dentro, escorrendo sangue perto do osso
spoiled | a maionese da casa veio com cheiro azedo, nem provei, joguei fora
foreignBody | achei um fio de cabelo comprido enrolado no yakisoba
poisoning | passei a madrugada inteira no banheiro depois do hambúrguer de vocês
allergy | escrevi ALERGIA A CAMARÃO na observação do arroz de frango e vieram pedacinhos de camarão misturados, tive que tomar antialérgico
foreignBody | tinha um pedaço de plástico duro dentro do pastel, quase quebrei um dente
spoiled | o iogurte do bowl estava vencido fazia cinco dias, conferi a data na tampinha
raw | no sushi tudo bem ser cru, mas o salmão grelhado do combo veio cru no meio
poisoning | eu e meu marido comemos da mesma marmita e os dois amanheceram com febre e enjoo. coincidência?
allergy | sou intolerante a lactose, pedi a versão sem lactose, tá no pedido, e veio com queijo comum. percebi na primeira garfada
foreignBody | tinha uma barata pequena grudada no fundo da marmita
spoiled | a salada tava com aquele cheiro de geladeira de três dias e a alface babando
raw | a carne moída do pastel ainda vermelha, crua mesmo
poisoning | não vou afirmar que foi a comida, mas foi a única coisa que comi ontem e hoje tô de atestado
allergy | sou celíaca, o cardápio dizia sem glúten e o molho tinha farinha de trigo, a própria loja confirmou depois
foreignBody | mordi uma pedra no feijão, o dente tá doendo até agora
spoiled; poisoning | o camarão tava com cheiro forte de amônia, comi um pouco e vomitei logo depois
allergy | meu filho é alérgico a amendoim, perguntei no chat e garantiram que o brownie não tinha. tinha. terminamos a noite no pronto-socorro
raw; foreignBody | frango cru por dentro e ainda um cabelo na farofa, tá de sacanagem
spoiled | o pudim veio com uma camada verde em cima e eu tenho certeza que não era pistache
mod:offensive; delay | bando de incompetente, duas horas pra fazer uma pizza, fecha essa porcaria
mod:offensive; courier | entregador mal educado, um animal, largou a sacola no chão e virou as costas
mod:hate; courier | o motoboy, um macaco, não sabia nem ler o número da casa
mod:threat; wrongItem | se vier errado mais uma vez eu vou aí pessoalmente e quebro essa loja inteira
mod:threat | se não me devolverem o dinheiro até hoje eu solto o vídeo da cozinha de vocês no tiktok e acabo com esse lugar
mod:noOrder | dizem por aí que essa cozinha tem rato. nunca pedi e nem vou pedir
mod:noOrder | a hamburgueria do lado é mil vezes melhor, vão lá, aqui é tudo congelado requentado
mod:noOrder | minha cunhada trabalhou aí e contou que reaproveitam a comida que volta das entregas
mod:refund; notDelivered | o pedido foi cancelado porque não chegou e o estorno não caiu no cartão até agora, já são 12 dias
mod:refund; wrongItem | o ifood negou meu reembolso mesmo eu mandando foto do lanche errado
mod:app; app | o aplicativo cobrou duas vezes no cartão e o suporte do app é um robô que não entende nada
mod:app; app | o cupom de 20 reais sumiu na hora de finalizar, aplicativo bugado
mod:courier; courier | o entregador do app disse que não é obrigado a subir, mandou eu descer e cancelou a entrega porque demorei dois minutos
mod:courier; courier; notDelivered | o motoboy do ifood marcou como entregue e sumiu com o pedido, sei que a loja não tem culpa mas fiquei sem comer
mod:offensive; service | vão tomar no c* vcs e essa atendente lerda do whatsapp
mod:hate; praise | a comida até que é boa mas o atendimento é cheio de boiola afetado, não volto
mod:noOrder | nunca comprei, mas pelas fotos dá pra ver que é tudo gorduroso. nota 1
mod:offensive; taste | que lixo de comida, o cozinheiro deve ser um jumento, nem sal sabe colocar
mod:threat; courier | o entregador que me xingou ontem, eu sei onde ele fica, da próxima vez ele vai apanhar
mod:refund; missingItem | o refrigerante não veio e o aplicativo só devolveu em cupom, quero meu dinheiro de volta
delay; cold | tardó casi dos horas y la pizza llegó helada
wrongItem | pedí la hamburguesa de pollo y me mandaron una de carne
praise | riquísimo todo, el pastel de queso llegó crocante y calentito, vuelvo a pedir seguro
raw | el pollo estaba crudo por dentro, rosado, así no se puede comer
mod:offensive; service | la chica del chat es una inútil, no sabe ni contestar un mensaje
missingItem | faltó la bebida y tampoco mandaron cubiertos
allergy | avisé que soy alérgica al maní y el postre vino con maní por encima
pricePortion | carísimo para lo poco que viene, la porción de papas era mínima
mod:noOrder | me contaron que acá usan carne vencida, no pidan
praise; packaging | el sabor excelente, pero el envase llegó abierto y la salsa por toda la bolsa
notDelivered | app says delivered, nothing at my door and the doorman saw nobody come in
customisation | asked for no cilantro, written right there in the notes. it came covered in cilantro
poisoning | got sick after the shrimp moqueca, spent the whole next day in bed
foreignBody | found a piece of metal wire in my burger
praise; taste | lovely staff on the phone, but the feijoada was so salty I couldn't finish it
delay | 90 minutes for a salad. did you grow the lettuce yourselves?
mod:threat; wrongItem | wrong order for the third time. next time I'm coming down there and you'll regret it
mod:app; app | the app charged my card twice and then cancelled the order on its own
diet | I'm vegetarian and the veggie wrap had bacon bits all through it
melted | the açaí arrived as soup
`,
);

/** Set W: families at weekends and on special days: long stories, praise with one complaint, children. */
export const BY_OTHERS_W = parseReviews(
  "othersW",
  `
courier; packaging | O motoboy chegou com a bag aberta e a pizza de lado, queijo todo grudado na tampa. Aniversário da minha mulher, fiquei sem graça na frente das visitas.
customisation; missingItem; cold | Três erros num pedido só: o lanche do meu filho era sem picles e veio com, a casquinha do combo não veio, e a batata chegou gelada.
raw | Frango da marmita cru por dentro, rosado perto do osso. Meu filho de 8 anos já tinha dado duas mordidas quando eu vi. Almoço de sábado que virou susto.
pricePortion | R$ 89 numa barca "para 3 pessoas" com 24 peças, metade hot roll. Meus dois adolescentes limparam em 5 minutos e eu fiquei só no shoyu.
delay; cold; missingItem | Aniversário da minha sogra, pedido às 19h, chegada 20h45. Parmegiana fria e sem o arroz que vinha no prato. Meu marido ainda teve que fritar ovo pra completar.
diet | My mom is diabetic, we asked for the sugar-free pudding listed on the menu and they sent the regular one. Good thing I checked the label before she ate it.
taste | Esfiha de carne sem tempero nenhum, massa dura igual biscoito. As crianças deixaram tudo no prato.
praise | Pedimos pro aniversário de 80 anos da minha avó: 3 pizzas grandes e 2 doces. Chegou 10 minutos antes do previsto, tudo quentinho, e a de banana com canela fez a vó pedir bis. Obrigada!
taste; portion; missingItem | "Feijoada completa" sem couve e sem laranja, feijão aguado e meia dúzia de pedaços de carne. Não deu pra família toda.
wrongItem | Festa de 7 anos do meu filho, encomendei 100 salgados: coxinha, kibe e bolinha de queijo. No lugar do kibe mandaram risole de presunto. A criançada nem percebeu, os adultos sim.
wrongItem; missingItem | A pizza era meio calabresa meio frango e veio toda de calabresa. Os dois guaranás também ficaram pelo caminho. Meu sobrinho não come calabresa.
general | Que decepção. Escolhi vocês pela nota pra comemorar a formatura do meu filho e nada saiu como a gente esperava.
mod:offensive; delay | Bando de incompetentes do c*****, duas horas pra entregar um lanche no aniversário do meu filho. Vão trabalhar, seus lerdos.
foreignBody | Fio de cabelo comprido no meio do risoto de camarão, bem no almoço de Dia das Mães. Minha mãe achou, tirou com a ponta do garfo e não comeu mais.
spoiled | A maionese caseira do cachorro-quente estava azeda, dava pra sentir o cheiro de longe. Joguei os quatro fora antes das crianças comerem.
delay; packaging; taste | Almoço de Dia das Mães: a costela chegou 50 minutos depois do prometido, com a tampa aberta e molho escorrendo, e a carne dura de mastigar. Minha mãe merecia coisa melhor.
raw; poisoning | Tilápia frita crua por dentro, gelatinosa. Meu marido comeu a dele inteira no escuro da varanda e teve diarreia a noite toda.
praise | Encomendei o kit festa (bolo, 50 brigadeiros, 100 salgados) pro aniversário de 1 ano do meu filho. Tudo fresquinho, no horário, e as mães da creche pediram o contato.
portion | "Balde família" com 8 pedaços pequenos, mais asa e pescoço do que coxa. Cinco pessoas, deu um e meio pra cada.
missingItem | Depois da praia pedimos 4 açaís e vieram 3. O do meu sobrinho sumiu, tive que dividir o meu com ele no mesmo copo.
pricePortion; taste | R$ 72 no prato de picanha "pra duas pessoas": quatro fatias finas, cheias de nervo. Meu pai, que é açougueiro aposentado, deu risada.
praise | Minha mãe está se recuperando em casa e pedi a canja pra ela. Veio quentinha, bem temperada sem exagero no sal, com talher e guardanapo de sobra. Detalhe que faz diferença.
customisation | Molho à parte, pedi duas vezes: na observação e no chat. A salada da minha esposa chegou afogada no molho.
packaging; melted | O pote de sorvete de 2 litros veio aberto, meio derretido, vazando na sacola e no tapete da sala. Aniversário da minha caçula, ela ficou olhando a bagunça.
praise; cold | Da outra vez reclamei do hambúrguer sem queijo e vocês me deram um cupom, obrigada pela atenção. Dessa vez o pedido veio certo, só que as fritas chegaram frias.
taste | Arroz empapado e feijão sem sal nenhum na marmita de domingo. Minha sogra, que cozinha muito bem, só me olhou e não disse nada.
| Pedido do aniversário da minha sogra. Ela gosta de comida sem muito tempero, então não sei avaliar direito.
mod:app; app | O aplicativo não aceitou o cupom de Dia das Mães e o rastreio ficou travado em "preparando" até o pedido chegar. A comida em si chegou normal.
price | Taxa de entrega de R$ 14,99 pra 2 km de distância. Só pedi porque era aniversário da minha esposa e eu não quis sair de casa, mas achei um abuso.
delay; packaging; missingItem | Chegou 1h30 depois, com o saco do yakisoba aberto e molho por todo lado. Os hashis e o rolinho primavera não vieram.
melted | O bolo de sorvete que encomendei pro aniversário da minha neta chegou derretido, escorrendo pelos cantos. Cantamos parabéns pra uma poça de chocolate.
praise | Final da Libertadores aqui em casa com 12 pessoas. Os espetinhos chegaram no intervalo, quentes e bem temperados. Só alegria (menos pro meu cunhado, que torce pro outro time).
delay; cold | Pedido pro jogo do Brasil às 15h, chegou no segundo tempo, quase 16h40, e os pastéis já estavam gelados.
mod:threat; missingItem | Faltaram 30 dos 100 salgados da festa. Vou expor vocês em todos os grupos de mães da escola com foto da nota, pode esperar.
delay; unanswered | Uma hora e quarenta esperando o combinado de sushi, escrevi quatro vezes pra loja e silêncio total. Meu caçula dormiu no sofá com fome.
wrongItem | Tamanho família na comanda, tamanho família cobrado, e chega uma média. A gente era em seis.
missingItem | Sábado faltou o refri e reembolsaram. Hoje, domingo, faltou de novo. Vai virar costume?
praise | Meus filhos, que são chatíssimos pra comer, raparam o prato de nhoque. O pequeno disse "mãe, é melhor que o da escola". Nota 10.
mod:threat; taste | Se a comida da festa da minha filha vier ruim que nem veio hoje, frango seco e sem sal, eu vou aí e quebro essa loja inteira.
portion | Pote de 500 ml de açaí com um dedo de espaço vazio em cima. Minha neta disse "vó, roubaram meu açaí".
spoiled | O salmão do combinado estava com cheiro forte e gosto de passado. Era pra comemorar o aniversário de casamento dos meus pais e ninguém teve coragem de comer.
missingItem | Meu pai pediu o galeto com polenta frita e a polenta não veio. Logo a parte que ele mais gosta.
taste | Moqueca aguada e sem gosto de dendê. Meu pai é baiano e ficou quase ofendido.
delay | Domingo de Dia das Mães, fiz o pedido 12h10 pra almoçar com minha mãe e minha sogra. O estrogonofe só apareceu 14h05, as duas beliscando pão e me olhando torto.
general | Experiência péssima do começo ao fim, estragou o almoço de aniversário da minha esposa. Não peço nunca mais.
packaging; wrongItem; unanswered | Um dos sucos veio virado dentro da sacola e molhou tudo. O outro era de maracujá, eu tinha pedido de uva. Liguei três vezes e ninguém atendeu.
courier; delay; missingItem | Motoboy se perdeu, ficou rodando no bairro 40 minutos e ainda foi grosso no interfone. Quando abri, faltavam as duas latas de refrigerante.
cold | Aniversário de 70 anos do meu pai, pedimos a picanha fatiada pra 6 pessoas (R$ 189,90) e chegou tudo gelado. Tive que ligar o forno e esperar mais meia hora pra conseguir servir.
delay; warmDrink; melted | 1h30 de espera: o milkshake das crianças virou leite batido e a Fanta chegou quente.
foreignBody | Minha filha achou uma barata pequena no fundo do copo de açaí. Ela tem 9 anos e não quer mais nem ouvir falar de açaí.
praise; portion | Comida deliciosa, tempero de vó mesmo. Só que a porção de arroz era pra passarinho, tive que fazer mais em casa pros meninos.
delay; cold | Pedimos para el cumpleaños de mi hijo, la pizza llegó una hora tarde y fría. Los niños igual la comieron, pero no era lo que esperábamos.
missingItem | cadê o brinde do combo infantil? Foram dois combos kids pros meus gêmeos de 5 anos e nenhum veio com o brinquedo, um deles passou a tarde perguntando do carrinho.
wrongItem | Milkshake de morango pra minha caçula de 4 anos e me chega um de chocolate. Ela chorou porque "não é rosa, mamãe".
wrongItem; cold; pricePortion | Veio a média em vez da grande, fria, e cobrando R$ 79. Pizzaria metida a gourmet que entrega menos que a do bairro.
packaging | A caixa do bolo chegou toda amassada, a cobertura grudou na tampa e o "Parabéns Laura" virou um borrão rosa.
mod:refund; missingItem | Faltou o refrigerante, o aplicativo prometeu reembolso de R$ 9 e até agora nada. Não é pelo valor, é pelo respeito.
taste | Os brigadeiros da festa vieram açucarados, granulando na boca. Sobrou metade na mesa, coisa que nunca acontece com criança.
app; missingItem; taste | O cupom de Dia dos Pais não funcionou no app e paguei cheio. Pra piorar faltou o vinagrete e a linguiça estava salgada demais.
paidExtra; taste; packaging | Paguei queijo extra no cachorro-quente e não veio, o pão esfarelava na mão e a sacola chegou rasgada no fundo.
packaging | O caldo da feijoada vazou dentro da sacola e encharcou a farofa e a couve. Sábado com a família toda reunida e eu limpando mesa em vez de servir.
warmDrink | Churrasco de domingo com a família e a Coca de 2L veio quente, parecia que tinha tomado sol no caminho. Ninguém quis.
mod:noOrder | Todo mundo no bairro sabe que essa pizzaria usa queijo vencido, foi minha vizinha que contou. Não peçam!
pricePortion | A marmita que era R$ 22 passou pra R$ 29 e veio com menos carne. Compro todo domingo pra mim e pros meus pais, tá pesando no bolso.
wrongItem; pricePortion | Minha filha de 14 anos escolheu o poke de salmão pra comemorar a nota da prova, veio de atum e num potinho minúsculo por R$ 54. Ela ficou com cara de choro.
taste | Pastel de carne pingando óleo, o papel ficou transparente. Meu marido comeu um e largou o resto na caixa.
taste; cold; service | Lasanha fria e sem gosto de nada. Mandei foto no chat e me responderam "deve ser o seu micro-ondas". Sério?
customisation | A picanha do meu avô era pra vir bem passada, ele não come nada com sangue, e chegou vermelha no meio. Ele comeu só o arroz e a farofa.
praise; taste | Great burgers, my kids loved them and the guy on the phone was super friendly. Fries were soggy though.
wrongItem | We ordered the family combo for the match and got someone else's order, two salads and a veggie wrap. Four hungry teenagers, not happy.
taste | Sopa de legumes sem gosto, parecia água de cozinhar macarrão. Minha mãe está se recuperando de cirurgia, pedi justamente pra ela comer algo gostoso.
wrongItem | Veio o pedido de outra pessoa: um poke de salmão e um suco verde no nome de "Carla". Eu tinha pedido duas pizzas pra festa do pijama da minha filha.
delay; unanswered; notDelivered | Esperamos duas horas, ninguém na loja atendia o telefone, e no fim o pedido foi cancelado sem explicação. Domingo à noite, tudo fechado, as crianças jantaram bolacha.
| Pedimos pela primeira vez pro almoço de sábado. Ainda estamos decidindo se vamos repetir.
praise; service | A comida é muito boa, isso ninguém discute, a família inteira gosta do frango com quiabo. O rapaz do WhatsApp é que é mal-educado, responde com uma palavra e com pressa.
missingItem; unanswered | Faltou o molho barbecue do frango, que é o que as crianças mais gostam. Mandei três mensagens no chat da loja e ninguém respondeu até agora.
price | R$ 18 num suco de laranja de 500 ml. Pedi porque minha mãe estava gripada e queria algo fresco, mas esse preço não dá.
praise | Melhor esfiha da região. Foram 40 pro domingo em família e não sobrou nenhuma.
taste; price | Coxinha borrachuda, com gosto de óleo velho, a R$ 9 cada. Comprei seis pros meus netos e só um comeu até o fim.
praise; missingItem | Pizza maravilhosa, massa fininha, a família toda elogiou. Pena que o refrigerante não veio.
paidExtra | Adicional de bacon, R$ 6 cada, em três lanches pros meninos: só um veio com bacon. Os outros dois ficaram brigando pelo único.
praise; missingItem | Todo riquísimo, mis hijos amaron las empanadas, pero no vino la salsa criolla que pedimos.
allergy | Minha esposa tem intolerância à lactose, escolhemos o risoto na versão sem lactose que aparece no cardápio. Veio com parmesão ralado por cima. Sorte que ela viu antes de comer.
other=excesso de plástico e isopor | Três sacolas, isopor e plástico pra todo lado num pedido de duas marmitas. Meus filhos estão estudando reciclagem na escola e ficaram chocados.
notDelivered | O app marcou entregue às 20h15 e aqui não chegou nada. Perguntei na portaria, ninguém deixou pacote nenhum. Meus filhos esperando o cachorro-quente pra ver o filme e foram dormir sem.
praise; delay | No mês passado a lasanha veio queimada e devolveram o dinheiro sem discutir, respeito isso. Mas hoje, domingo, demorou quase duas horas.
service | Liguei pra saber se dava pra escrever o nome da minha filha no bolo e a moça respondeu seca, "não fazemos isso", e desligou na minha cara. Nem um boa tarde.
| Segunda vez que pedimos no domingo. Igual da outra vez.
wrongItem; service | Veio a pizza errada e quando liguei o rapaz disse que "a culpa é do aplicativo, não nossa", e nem ofereceu trocar.
courier; cold | O entregador ligou dizendo que não subia de jeito nenhum, e minha mãe de 82 anos desceu três andares de escada pra buscar. Quando ela voltou o frango já estava frio.
praise; taste | Churrasquinho no ponto, vinagrete fresco, meus filhos adoraram. A farofa é que veio salgada demais.
delay | Entrega expressa, só 1h50 pra um cachorro-quente 🙄 Deu tempo dos meus filhos fazerem a lição de casa inteira.
packaging | Ordered a cake for my daughter's 10th birthday party and it arrived crushed on one side, frosting all over the lid. She was so excited to see it, such a letdown.
praise | Café da manhã de Dia dos Pais entregue às 8h em ponto: pão de queijo quentinho, tapioca, frutas cortadas. Meu pai achou que eu tinha acordado cedo pra fazer 😂
taste | Massa da pizza crua no meio, grudando no céu da boca. Aniversário do meu irmão e todo mundo comendo só a borda.
delay | Jantar de Dia dos Pais: pedido às 19h, previsão de 50 minutos. Deu 21h10 quando o interfone tocou, meu pai já tinha feito um sanduíche.
delay; cold; unanswered | Quase duas horas pelo almoço de domingo, comida fria, e a loja visualizou minhas mensagens sem responder.
notDelivered; service | Entregaram no número 240, eu moro no 420. Liguei e a atendente disse que o erro era meu, mas no app está certinho. Nada de comida e nada de desculpas.
unanswered | Cinco ligações pro número da loja pra confirmar a encomenda do bolo de Dia das Mães e ninguém atende. Vou ter que ir lá pessoalmente.
diet | Meu filho de 16 anos é vegetariano há dois anos. Pedimos o hambúrguer de grão-de-bico pra ele e veio com bacon no meio. Ele só percebeu na segunda mordida e ficou muito chateado.
wrongItem | Meu neto de 12 anos pediu o açaí com leite ninho e granola e veio de cupuaçu com paçoca. Ele nem sabia o que era cupuaçu.
mod:noOrder | Nunca comprei aí, mas a mãe de um coleguinha do meu filho disse que acharam barata na esfiha de vocês. Não vou arriscar com a minha família.
poisoning | Minha filha de 6 anos passou a madrugada vomitando depois do estrogonofe de frango do aniversário do primo. Só ela comeu esse prato, o resto da família comeu pizza e ficou bem.
taste | A picanha veio cinza, passada do ponto, parecendo sola de sapato. Meu sogro é gaúcho, imagina o discurso que eu ouvi.
taste | A lasanha à bolonhesa veio salgada demais. Minha mãe de 78 anos não conseguiu comer nem metade, e olha que ela não é de reclamar de nada.
praise; price | Lasanha divina, minha sogra repetiu duas vezes. R$ 16 de taxa de entrega é que não dá.
notDelivered | Ceia de Natal paga antecipado, R$ 340, e o peru nunca chegou. Jantamos arroz, farofa e o salpicão que eu mesma fiz.
allergy | Meu filho tem alergia a amendoim, escrevi na observação em letra grande. O pad thai veio coberto de amendoim. Percebemos no primeiro garfo e demos o antialérgico, mas podia ter sido muito pior.
taste | Frango a passarinho duro, seco, com jeito de requentado do dia anterior. Meu pai mastigou, mastigou e desistiu.
cold; warmDrink; delay | Uma hora e dez de espera numa noite de sábado. Hambúrguer frio, refrigerante quente. Meus filhos adolescentes comeram reclamando o tempo todo.
diet | Suco natural SEM AÇÚCAR pra minha avó que é diabética, foi o que eu pedi. Veio adoçado, ela mediu depois e a glicose foi a 280.
mod:hate; service | Atendente viadinho, cheio de frescura, respondeu com deboche quando perguntei do pedido da festa.
mod:courier; courier | El repartidor fue muy grosero con mi abuela, le gritó porque tardó en bajar. La comida no tuvo problema.
wrongItem; delay; service | Festa de 10 anos do meu filho. Atrasaram 40 minutos, mandaram pizza doce de prestígio em vez de brigadeiro e quando reclamei a atendente disse "prestígio também é chocolate". Não é a mesma coisa, né.
customisation | No bolo era pra vir escrito "Feliz 9 anos, Heitor" e veio "Feliz aniversário, Hector". Meu filho ficou perguntando quem era o Hector.
praise | Dia das Mães perfeito graças a vocês. Bacalhoada caprichada, bem embalada, e ainda mandaram um bilhetinho pra minha mãe. Ela se emocionou.
mod:refund; notDelivered | Pedido do almoço de Páscoa cancelado depois de 1 hora e o estorno de R$ 156 não caiu até hoje, 15 dias depois. O iFood fica me jogando de um atendente pro outro.
portion; missingItem; delay | Atrasou 45 minutos, o baião de dois veio pela metade do pote e a carne de sol que acompanhava não veio. Meus pais são do Ceará, ficaram tristes.
portion | Porção média de fritas com 15 palitos. Contei junto com a minha filha de 6 anos, pelo menos serviu de aula de matemática.
taste; customisation; portion | Frango grelhado com a casca queimada, o arroz integral que pedi no lugar do branco não foi trocado, e uma salada que cabia numa colher.
other=nota fiscal não veio | Preciso da nota fiscal do pedido da confraternização pra dividir com meus irmãos e não veio nota nenhuma, nem impressa nem por e-mail.
customisation; taste | A costela era sem pimenta por causa das crianças e veio ardendo. A mandioca ainda estava dura, parecia que nem cozinhou direito.
| 3 marmitas, 2 sucos. Chegou.
praise | Semana passada veio o pedido errado e a loja mandou outro na hora, sem custo. Hoje pedi de novo pro aniversário da minha mãe e veio tudo perfeito. Ganharam uma cliente.
delay | Encomendei os docinhos da festa com três dias de antecedência pra chegar às 14h. Chegaram 16h30, depois do parabéns, com os convidados indo embora.
warmDrink | Final do campeonato, sala cheia de gente, e o guaraná de 2 litros chegou quente e sem gás. Os adultos tinham cerveja gelada, as crianças ficaram na água mesmo.
praise | Hambúrguer vegano que o meu filho vegetariano aprovou de primeira. Finalmente um lugar que leva isso a sério.
notDelivered; unanswered | El pedido nunca llegó y nadie contesta el teléfono del local. Eran las milanesas para el almuerzo del domingo con mis suegros.
praise; customisation | Sanduíche ótimo, meu filho amou o dele. O único porém: o meu era sem maionese e veio com.
portion | O combo de yakisoba diz que serve 4. Aqui somos exatamente 4 e ninguém ficou satisfeito, minha esposa ainda fez um miojo depois pra complementar.
praise; delay | Temaki fresquinho, salmão de verdade, vale cada centavo. Mas 1h15 num sábado à noite com criança pequena esperando é muito.
mod:offensive; wrongItem | Atendente anta, mandou pizza errada de novo. Terceira vez. Vocês são burros ou o quê?
| Meu filho que pediu pelo meu celular, eu nem provei, só paguei 😅
missingItem | Sem talher, sem guardanapo e sem o sachê de ketchup. Estávamos num piquenique no parque com as crianças, comemos com a mão mesmo.
paidExtra | Paguei R$ 12 de borda recheada de cheddar na pizza da festa do meu caçula e a borda veio oca, sequinha, sem nada dentro.
foreignBody | Um pedaço de plástico duro, tipo lacre de embalagem, dentro do hambúrguer do meu neto. Ele quase engoliu, por sorte cuspiu.
service | Perguntei no chat se dava pra trocar o refrigerante por suco pra minha filha e o atendente respondeu "lê o cardápio". Grosseria desnecessária.
wrongItem | Meu filho de 15 anos pediu pela minha conta uma pizza de frango com catupiry e veio de atum. Ele detesta peixe, acabou jantando pão com manteiga.
praise; wrongItem | Atendimento de primeira e entrega rápida. Pena que mandaram guaraná no lugar da Coca Zero do meu pai.
taste; portion | Strogonoff ralinho, três cubinhos de frango perdidos no molho e batata palha murcha. Pra duas crianças não deu nem pro começo.
other=vela cobrada sem pedir | Cobraram R$ 5 por uma "vela decorativa" de aniversário que eu não pedi, está lá no cupom. Ninguém aqui colocou isso no carrinho.
cold | A macarronada do almoço chegou morna pra fria. Com 8 pessoas na mesa não tem micro-ondas que dê conta.
cold; portion; service | Sopa fria, pote pela metade, e a moça do telefone disse que "é o tamanho normal" com a maior má vontade.
mod:courier; courier; praise | O motoboy foi estúpido com a minha mãe de 80 anos e jogou a sacola por cima do portão. A comida estava ótima, o problema foi só ele.
praise | Sou avô e pedi sozinho pela primeira vez no aplicativo pra agradar os netos. Veio tudo certo e o rapaz da loja ainda me ligou pra confirmar. Muito atenciosos.
praise; packaging | Bolo lindo e gostoso, minha filha amou o tema de unicórnio. Porém a caixa veio amassada de um lado e o chifre do unicórnio quebrou.
wrongItem; customisation | Eram dois X-salada, um deles sem tomate pra minha esposa. Vieram dois X-burger, ambos com tomate.
customisation | Escrevi em letra maiúscula na observação SEM CEBOLA porque minha filha tem nojo, e o lanche dela veio lotado de cebola roxa. Ficou catando uma por uma com o garfo.
cold; taste | Os nuggets e a batata chegaram frios e murchos, as crianças nem quiseram comer.
missingItem; paidExtra | Faltou o guaraná do combo e a porção extra de cheddar que paguei à parte, R$ 8. Na comanda estava tudo marcado.
`,
);

/** Set X: health-conscious customers: grams, diets by choice and by allergy, notes in the order, mentions that are no complaint. */
export const BY_OTHERS_X = parseReviews(
  "othersX",
  `
portion | marmita fit de 350g, pesei em casa e deu 262g. o frango então, uns 70g no máximo
customisation | escrevi "sem molho" na observação e o frango veio afogado em barbecue
praise | pedi sem cebola e veio certinho, obrigada pela atenção 🙏
diet; customisation | sou diabético, pus na obs suco de laranja SEM AÇÚCAR e veio adoçado, deu pra sentir no primeiro gole
wrongItem | marquei a opção arroz integral no combo e chegou arroz branco
missingItem | faltou a salada do combo proteico, veio só a carne e a batata doce
paidExtra | paguei R$ 6 de adicional de 2 ovos cozidos e não veio nenhum
delay | 1h15 esperando uma marmita que já fica pronta na geladeira deles
cold | tilápia chegou gelada e o arroz parecia saído da geladeira
price | taxa de entrega de R$ 14,90 pra 3 km é sacanagem
pricePortion | 34,90 numa marmita de 300g com 90g de frango. a conta não fecha
packaging | a tampa veio solta e o caldo do feijão vazou na sacola inteira
taste | peito de frango seco, parecia borracha, e zero tempero
| sou vegetariana e pedi o bowl de grão de bico pela primeira vez
praise | low carb de verdade: couve-flor no lugar do arroz, carne moída bem temperada e as 480 kcal batem com a descrição. virei cliente
allergy | tenho alergia a amendoim e deixei isso em letra maiúscula no pedido. o molho do frango era de pasta de amendoim, tive que tomar antialérgico correndo
allergy; poisoning | sou celíaca diagnosticada, pedi a panqueca sem glúten e pela reação que tive claramente não era. inchaço e diarreia até hoje
raw | o frango grelhado estava rosado por dentro, cru no meio. estou grávida, não posso arriscar isso
customisation | carne bem passada, foi o que pedi. veio ao ponto, mais uma vez
diet | sou vegano e o wrap de falafel, que no cardápio diz vegano, veio com molho de iogurte
mod:offensive; missingItem | cambada de incompetente, pela terceira vez esqueceram meu shake de whey. vão se f*der
notDelivered | app diz entregue 12:40 e eu não recebi nada, fiquei sem almoço
courier | o entregador se recusou a subir e eu tinha avisado que tô de resguardo com bebê recém-nascido
service | liguei pra perguntar se o pão era sem glúten e a atendente respondeu "tá no cardápio, lê"
unanswered | mandei 3 mensagens no chat perguntando se o molho branco tinha lactose e ninguém respondeu
app | o cupom do app não aplicou de jeito nenhum, acabei pagando cheio
general | horrível. nunca mais
warmDrink | a kombucha chegou morna e sem gás nenhum
melted | o picolé de fruta zero açúcar chegou derretido, virou suco dentro da embalagem
spoiled | homus azedo, cheiro de estragado. joguei fora
foreignBody | fio de cabelo comprido no meio da quinoa. perdi a fome
poisoning | comi a marmita de salmão no almoço e passei a tarde inteira vomitando
praise; delay | comida impecável, gramagem certinha (150g de patinho, 100g de arroz integral). só atrasou uns 40 min
delay; cold; missingItem | 50 min de atraso, chegou tudo frio e ainda faltou o suco verde
portion | a porção de brócolis era literalmente 3 floretes
customisation | "molho à parte" tava escrito na observação. jogaram o molho por cima da salada igual
wrongItem | pedi a marmita de frango com batata doce e veio a de carne com macarrão, que nem entra no meu plano
missingItem | não mandaram talher. comi com a mão no trabalho
paidExtra | paguei porção extra de frango (+100g, R$ 9) e veio a mesma quantidade de sempre
diet | pedi o kit "sem glúten" porque cortei glúten da alimentação, e veio com croutons de pão comum
taste | arroz integral duro, cru mesmo, parecia que nem cozinhou
price | R$ 29 num suco verde, tá de brincadeira. o mais caro da região
cold | a omelete de claras chegou fria, dava pra ver que ficou esperando o motoboy
packaging | o pote de açaí chegou amassado e metade da granola espalhada na sacola
delay | pedi 11:30 pra almoçar antes do treino, chegou 13:05. treinei em jejum
general | decepcionante, esperava bem mais pelo que falam
praise | melhor marmita vegana da cidade. o tofu defumado é sensacional
| pedido de sempre: 2 marmitas de 400g de frango com arroz integral, sem farofa
praise | grávida de 7 meses com diabetes gestacional, e vocês são os únicos que informam os carboidratos de cada prato. obrigada!
customisation; diet | pedi sem sal por conta da hipertensão, está na observação, e a comida veio com sal normal
wrongItem | veio o pedido de outra pessoa, com o nome "Juliana" no saquinho. eu sou o Marcos
portion | 200g de patinho? aquilo não chegava em 120g
notDelivered | o pedido sumiu. restaurante diz que saiu, entregador não aparece e eu continuo sem comida
service | perguntei no chat se dava pra trocar o arroz por purê de abóbora e me responderam seco, só "não", sem nem um boa tarde
unanswered; missingItem | liguei 4 vezes pra avisar que faltou a marmita do meu marido e ninguém atende
pricePortion | o preço subiu de 27 pra 32 e a marmita encolheu de 400 pra 350g. tô de olho
taste | salmão passou do ponto, virou palha
app | o rastreio ficou travado em "preparando" o tempo todo, não sabia se ia chegar
warmDrink | a água com gás chegou quente e a lata de coca zero também
missingItem | o sachê de azeite que vem com a salada não veio, e ninguém merece salada seca
customisation | bem claro na observação: "sem queijo". veio com queijo ralado por cima
wrongItem | pedi tamanho G (500g) e veio o P
praise | entrega rápida e a marmita ainda quente, raro isso
general | não recomendo, experiência ruim do começo ao fim
paidExtra | adicional de abacate no poke pago e não tinha um pedacinho sequer
courier; missingItem | o motoboy abriu a sacola, o lacre veio rompido e faltando um brownie
taste | a batata doce estava encharcada de óleo, isso não é fit nem aqui nem na China
diet | pedi o prato vegetariano e tinha pedacinho de bacon na farofa. sou vegetariana há 12 anos
praise | voltei a comprar depois da consulta com a nutri e continua tudo igual: porções honestas, sem gordura sobrando
portion | o bowl "proteico" tinha mais folha do que qualquer outra coisa, uns 4 cubinhos de frango
pricePortion | caro pro que é. frango, arroz e brócolis desse tamanho não custam 38 reais
packaging | a sopa de abóbora vazou todinha, a tampa não encaixava no pote
delay | previsão de 35 min, chegou em 1h20
cold | sopa fria. SOPA!
customisation | escrevi "sem pimenta, estou grávida e com azia" e mandaram o frango apimentado
foreignBody | tinha um pedaço de plástico duro no strogonoff de frango fit, quase quebrei um dente
allergy | meu filho tem APLV e a papinha do cardápio infantil é anunciada sem leite. tinha creme de leite no purê, ele teve reação na pele
allergy | camarão no yakisoba de legumes, sendo que avisei que tenho alergia a frutos do mar. garganta coçando até agora
raw | frango empanado sem glúten cru por dentro, cor de rosa e mole
poisoning | eu e meu marido tivemos diarreia depois do escondidinho de batata doce, foi a única coisa que comemos igual no dia
delay; cold; packaging | 1h30 de espera, marmita fria e a tampa aberta com arroz pra fora
wrongItem; missingItem; unanswered | veio arroz branco no lugar do integral que eu selecionei, faltou o ovo e o chat não responde
taste; pricePortion | sem sal nenhum e R$ 36 por uma porção de criança
customisation; paidExtra; delay | pedi sem cebola, veio com cebola; paguei bacon extra no burger de frango e não veio; e ainda levou 1h
missingItem; warmDrink; courier | faltou a água, o suco chegou quente e o entregador ainda reclamou porque tive que descer
diet; wrongItem; missingItem; service | sou vegetariana, o "hambúrguer de grão de bico" era de carne, faltou a batata rústica e quando reclamei disseram que foi "só um engano", sem pedir desculpa
taste; portion | marmita sem graça, frango insosso e porção mínima. não pego de novo
portion; customisation; cold | pedi a marmita de 500g sem carboidrato, com dobro de legume. veio arroz, pouco legume e tudo frio
delay; app | o rastreio do app ficou congelado por 40 minutos e o pedido chegou com mais de uma hora de atraso
packaging; missingItem | o molho vazou e manchou tudo, e o pão sem glúten do pedido nem veio
price; portion | R$ 12 de taxa de entrega e a marmita de 300g não enche nem criança
notDelivered; unanswered | nunca chegou. liguei, mandei msg, nada. fiquei 2h esperando
customisation; taste | pedi o bife bem passado e veio duro como sola, ainda por cima com cebola que eu pedi pra tirar
wrongItem; diet | pedi coca zero, sou diabética, e veio coca normal. só percebi depois de tomar metade
cold; taste; packaging | frango frio, arroz empapado e a embalagem de isopor rachada
missingItem; paidExtra | faltou o talher e o adicional de queijo cottage (R$ 5) não veio
delay; courier | o entregador rodou o bairro todo, me ligou 3 vezes perguntando o endereço que tá no app e chegou 1h depois do previsto
pricePortion; taste | aumentaram o preço e a porção de carne diminuiu, e ainda vem cheia de nervo
customisation; missingItem; service | pedi molho à parte, veio misturado, faltou o suco e a moça do telefone disse que "não dava pra ver a observação"
melted; delay | o açaí sem açúcar chegou derretido depois de 1h10 de espera
wrongItem; portion | veio frango no lugar de tilápia e a porção era metade da anterior
diet; customisation; unanswered | escrevi "vegano, sem ovo" e veio com maionese comum. tentei falar no chat pra saber se tinha ovo mesmo e ninguém respondeu
packaging; warmDrink | o copo do suco de melancia veio aberto e o pouco que sobrou estava quente
taste; cold | frango frio e cheio de gordura, dava pra ver o óleo no fundo
delay; general | demorou muito e a experiência toda foi péssima
portion; paidExtra; taste | pedi 2x a proteína pagando adicional e veio uma só, pequena e queimada nas bordas
app; price | cobraram taxa de serviço no app que nem aparecia antes de fechar o pedido, e o prato já é caro
praise | pedi sem glúten e sem lactose, veio tudo separadinho com etiqueta. que cuidado!
praise | o strogonoff fit de frango é surreal, 35g de proteína e gosto de comida de vó
praise | marmitas congeladas chegaram bem embaladas, todas com data e tabela nutricional. perfeito pra semana
praise; portion | comida gostosa e temperada na medida, mas 250g pra um adulto que treina é pouco
praise; customisation | o poke é delicioso, só esqueceram de tirar o gergelim como pedi. nada grave
praise | sou celíaco e foi a primeira vez em anos que comi fora sem medo. cozinha separada faz diferença
praise | arroz integral soltinho, feijão sem bacon como eu pedi, frango suculento. nota 10
praise; cold | o sabor é excelente, mas chegou morno
praise | atendimento no chat super atencioso, me explicaram que o pão é feito em outra cozinha e que não tem traço de trigo
praise; delay | vale a pena esperar, mas 1h pra uma salada ainda é muito
praise | chegou quentinho, bem embalado e a panqueca de aveia com banana é uma delícia
praise | pedi bem passado e veio bem passado. parece óbvio mas em outros lugares nunca acertam
| marmita low carb de tilápia com abobrinha e purê de couve-flor, 320 kcal
praise; pricePortion | o sabor continua ótimo, porém pagar 39 numa marmita de 300g tá puxado
praise | vegana há 5 anos e essa lasanha de berinjela com ricota de castanha entrou pro meu top 3
praise | a nutri indicou e não me arrependo. calorias batem com o que informam
| pedido feito pro meu pai, que é diabético. ainda não provou
praise; missingItem | a comida estava deliciosa, só faltou o molho de mostarda e mel que vem junto
mod:noOrder | nunca pedi daqui, mas uma amiga disse que as marmitas fit deles são congeladas de supermercado requentadas
mod:threat; poisoning | passei mal com o frango de vocês semana passada. se acontecer de novo eu vou aí na loja resolver pessoalmente e expor vocês em todos os grupos da academia
mod:refund | cancelaram meu pedido e até agora o estorno não caiu no cartão, já são 10 dias
mod:courier; courier | o motoboy jogou a sacola por cima do portão e foi embora. comida nem sei se tava boa, tá tudo revirado
mod:app; app | o app travou no pagamento e cobrou duas vezes. nada a ver com o restaurante, mas fica registrado
mod:hate; wrongItem | o atendente viado errou meu pedido de novo, mandou carne em vez de frango
mod:offensive; delay | 1h40 pra uma salada, bando de lerdo do c*ralho
customisation; allergy | Pedí la ensalada sin queso porque soy intolerante a la lactosa y vino llena de queso rallado. Me sentí pesada toda la tarde
portion | La porción de pollo era mínima, unos 80 gramos para un plato que dice 200g
praise | Muy rico todo, el pedido llegó caliente y a tiempo. El bowl vegano de lentejas, buenísimo
customisation; delay | Ordered the vegan bowl, asked for no onions in the notes, got a pile of raw onions on top. Also 45 min late
praise | Great macros, 42g protein like the menu says and the chicken was juicy. Will order again
allergy | I'm celiac and told them twice. The gluten-free pasta came sprinkled with breadcrumbs
delay; courier | Delivery took almost two hours and the driver was rude when I asked about it
packaging | The protein shake leaked all over the bag, lid wasn't sealed
allergy; poisoning | intolerante à lactose aqui. o "pudim zero lactose" com certeza tinha leite comum, tive cólica e diarreia a noite inteira
foreignBody; service | grampo de metal dentro do wrap integral. mandei foto e a resposta foi "pode acontecer"
raw; poisoning | frango meio cru no centro, comi sem perceber e à noite febre e vômito
spoiled | a salada veio com folhas pretas e murchas, com cheiro ruim de coisa passada
taste | o pão de queijo sem glúten estava cru por dentro, massa grudando no dente
service | reclamei que veio errado e o dono me respondeu que eu "devia ter lido melhor o cardápio"
diet | pedi o bolo de cenoura "zero açúcar" pra minha mãe diabética e na cobertura tinha chocolate com açúcar, tá na embalagem
customisation | "arroz integral no lugar do branco" tava na observação e ignoraram
notDelivered | pedido constando como entregue e nada aqui em casa. porteiro também não recebeu
taste | o tofu estava cru e sem sabor, textura de esponja
`,
);

/** Set Y: the star screen's short lines: one to ten words, typos, emojis, every topic. */
export const BY_OTHERS_Y = parseReviews(
  "othersY",
  `
cold | frio
missingItem | faltou o guaraná
delay | demorou dmais
praise | top 👍
wrongItem | veio errado dnv
missingItem | cadê o molho??
warmDrink | sem gás
price | caro pra caramba
portion | pouca carne
courier; mod:courier | entregador grosso
packaging | vazou td
missingItem | ñ veio o talher
praise; delay | bom mas demorado
delay | nota 2 pela demora
cold | gelado 🥶
taste | mt salgado
cold | chegou morno
cold; taste | batata fria e murcha
cold | pizza gelada 😒
cold | tudo frio dnv
cold; delay | frio e demorado
cold | cold fries
warmDrink | refri quente
warmDrink | coca sem gas 🤢
warmDrink | suco quente
warmDrink | cerveja chegou quente 🍺
warmDrink | guaraná choco
melted | sorvete derretido
melted | açaí virou sopa
melted | milkshake derreteu td
melted | o sorvete veio liquido kkk
wrongItem | pedi coca veio pepsi
wrongItem | veio o pedido de outra pessoa
wrongItem | sabor errado
wrongItem | pedi grande veio media
wrongItem | wrong order
customisation | pedi sem cebola veio cheio de cebola
customisation | falei bem passado, veio mal passado
customisation | sem tomate né... veio tomate
customisation | molho à parte? veio td misturado
customisation | pedi sem pimenta e veio ardendo 🔥
customisation | ignoraram a observação
missingItem | faltou a batata
missingItem | sem sachê de ketchup
missingItem | cade o refri
missingItem | veio sem talher e sem guardanapo
missingItem | missing drink
paidExtra | paguei bacon extra e nada
paidExtra | borda recheada q n veio
paidExtra | paguei adicional de queijo, cadê?
paidExtra | cobraram o ovo extra e ñ veio
paidExtra | paguei a mais pelo cheddar e veio sem
paidExtra | adicional pago e não veio 😡
portion | porção pequena
portion | pouca batata
portion | mt pouco
portion | marmita pela metade
portion | nem encheu a barriga
price | caro
price | taxa de entrega absurda
price | preço salgado
price | muito caro mano
pricePortion | caro pelo q vem
pricePortion | aumentou o preço e diminuiu a porção
pricePortion | 40 conto nisso??
pricePortion | mt caro pra pouca comida
pricePortion | preço de picanha, tamanho de amostra
packaging | caixa amassada
packaging | derramou o caldo td
packaging | embalagem aberta
packaging | açaí vazou na sacola
packaging | pizza toda grudada na tampa
taste | sem sal
taste | queimado
taste | batata murcha
taste | mt gorduroso
taste | massa crua
taste | pão duro
taste | sem gosto de nada
taste | too salty
raw | frango cru
raw | carne crua por dentro
raw | hamburguer sangrando, cru
raw | frango rosado por dentro 🤮
raw | pollo crudo
spoiled | maionese azeda
spoiled | carne estragada
spoiled | cheiro de podre
spoiled | leite vencido no açaí
spoiled | molho azedo 🤢
foreignBody | cabelo na comida
foreignBody | achei um plástico no lanche
foreignBody | tinha uma barata 🪳
foreignBody | pedra no feijão
foreignBody | hair in my burger
poisoning | passei mal dps
poisoning | vomitei a noite td
poisoning | diarreia o dia inteiro
poisoning | intoxicação alimentar, obg 🙃
poisoning | me dio diarrea
allergy | sou alérgico a camarão e veio camarão
allergy; customisation | pedi sem lactose, sou intolerante, veio queijo
allergy | tinha amendoim, sou alergica
allergy | celíaca e veio com glúten
allergy | crise alérgica dps do lanche
diet | sou vegetariano e veio carne
diet; wrongItem | pedi zero veio coca normal, sou diabético
diet | hamburguer vegano com queijo?
diet | sem glúten só no nome
diet | opção vegana tinha bacon kkkk
courier; mod:courier | motoboy não quis subir
courier; mod:courier | entregador abriu a sacola
courier; mod:courier | motoqueiro mal educado
courier; mod:courier | rude delivery guy
courier; mod:courier | entregador me xingou
courier; mod:courier | motoboy jogou a sacola no portão
app; mod:app | app travou no pagamento
app; mod:app | cupom ñ funcionou
app; mod:app | rastreio parado 1h
app; mod:app | cobrou 2x no cartão
app; mod:app | ifood é uma piada
mod:refund | cadê meu estorno ifood
mod:refund | reembolso até hj nada
notDelivered; mod:refund | pedido n chegou e ñ devolveram o dinheiro
notDelivered | nunca chegou
notDelivered | marcou entregue e ñ recebi
notDelivered | pedido sumiu
notDelivered | não chegou nada 😡
notDelivered | never arrived
service | atendente grossa
service | atendimento péssimo
service | moça do chat sem paciencia
service | me trataram mal no telefone
service | dono arrogante
unanswered | liguei 5x ninguém atende
unanswered | mandei msg e nada
unanswered | chat sem resposta
unanswered | ninguem responde essa loja
unanswered | nobody answers the phone
general | horrível
general | nunca mais
general | péssimo
general | decepcionante
general | q lixo
general | não recomendo
general | pior lanche da vida
praise | perfeito
praise | mt bom
praise | delicioso 😋
praise | chegou rapidinho
praise | melhor pizza da cidade
praise | bem servido
praise | quentinho e gostoso
praise | amei ❤️
praise | very good
praise | muy rico
praise | nota 10
praise | entregador gente boa
praise | atendimento show
praise; cold | gostoso mas veio frio
praise; price | bom mas caro
praise; taste | lanche bom, batata murcha
praise; portion | saboroso porém pouco
praise; missingItem | ótimo, só faltou o molho
praise; delay | pizza boa, entrega lenta
praise; wrongItem | amo mas hj veio errado
praise; courier | comida boa entregador chato
praise; warmDrink | bom, só q o refri veio quente
delay | entrega relâmpago 🐢
delay | rapidinho, só 1h30 🙄
delay | 2h p chegar
delay | took forever
delay | tardó mucho
mod:offensive; general | bando de incompetente
mod:offensive; raw | cozinheiro burro, frango cru
mod:offensive; delay | vão se f*der, demorou 2h
mod:offensive; service | lixo de atendente
mod:offensive; missingItem | seus merdas esqueceram a coca
mod:hate | atendente viado
mod:hate | só tem macaco trabalhando aí
mod:hate; wrongItem | bicha do caixa errou meu pedido
mod:hate; wrongItem | volta pra venezuela, veio errado
mod:threat | vou expor vcs no insta
mod:threat; cold | se vier frio dnv vou aí quebrar tudo
mod:threat | sei onde fica a loja hein
mod:noOrder | dizem que usam carne de gato
mod:noOrder | ouvi falar q a cozinha é imunda
mod:noOrder | nunca comprei mas é ruim
mod:noOrder | meu primo disse q tem rato lá
mod:noOrder | dizem q reaproveitam comida
other=nota fiscal | nota fiscal não veio
other=troco errado | troco errado
other=maquininha | sem maquininha de cartão
| ok
| normal
| pedi de novo
| de boa
| 1ª vez pedindo
| mesmo de sempre
| regular
`,
);

/** Set Z: angry long reviews with several points, the marketplace's courier, app and refund, heavy moderation. */
export const BY_OTHERS_Z = parseReviews(
  "othersZ",
  `
delay; cold; missingItem; unanswered; mod:refund | Pedi às 19h40 um combo com 2 smash, batata grande e guaraná 2 litros, deu R$ 96,80. O app ficou em "em preparo" até 21h e mandei quatro mensagens pro chat da loja sem nenhuma resposta. Chegou 21h35, tudo gelado, e o guaraná simplesmente não veio. Pedi o reembolso do refrigerante pelo app e negaram dizendo que "o pedido foi entregue conforme". Vou abrir reclamação no Procon.
wrongItem; service; courier | Sexta-feira, aniversário da minha filha, pedi pizza grande de frango com catupiry e veio uma de calabresa, que ela nem come. Liguei e a moça respondeu "o senhor deve ter clicado errado", sendo que o print do pedido tá aqui comigo. E o entregador ainda ficou buzinando na frente do prédio e se recusou a andar até a portaria, que fica a dez metros. Nunca mais.
praise; mod:courier; courier | A comida veio perfeita, nada contra o restaurante. O problema foi o motoboy do app: abriu a sacola na minha frente pra "conferir", falou grosso comigo quando pedi pra não fazer isso e ainda jogou o troco no chão. Isso é responsabilidade do iFood, quero que tomem providência.
mod:app; app; mod:refund | Não consegui usar o cupom de R$ 20 que o próprio app me mandou, dava "cupom inválido para esta loja", e depois cobrou o valor cheio no cartão duas vezes. O pedido em si chegou certinho. O estorno da cobrança duplicada até hoje nada, já faz 12 dias.
delay; packaging; service; pricePortion | Uma hora e cinquenta minutos pra receber um açaí de 500 ml que custou R$ 38. Veio com a tampa solta, metade escorrida na sacola. Quando reclamei no chat a resposta foi literalmente "acontece, o motoboy que balança". Pelo preço que cobram, esperava um pote cheio e não a metade de um.
mod:offensive; delay; cold; taste | Bando de incompetente do caralho. Esperei 1h30 e o yakisoba chegou frio e salgado que nem água do mar. Vocês são uns inúteis, fecha essa merda.
mod:hate; mod:offensive; wrongItem | Só podia ser coisa de baiano preguiçoso mesmo, pedi x-tudo e veio x-salada. Aprende a ler, seu jumento.
mod:threat; notDelivered; unanswered | O pedido foi marcado como entregue e nunca chegou aqui. Liguei 6 vezes, ninguém atende. Amanhã eu vou pessoalmente aí na loja e se o gerente não devolver meu dinheiro ele sai de lá carregado, pode escrever.
mod:noOrder | Nunca pedi nada daqui, mas uma conhecida trabalhou na cozinha e disse que eles reaproveitam a carne que volta dos pedidos cancelados. Fiquem espertos.
praise; missingItem | Sou cliente há mais de um ano e a lasanha continua a melhor do bairro, gratinado caprichado, chega quentinha. Só tiro uma estrela porque pela terceira vez o parmesão ralado que vem de cortesia não veio no pedido. Não é nada grave, mas custa lembrar?
raw; service | O frango à parmegiana estava cru por dentro, rosado e soltando aquele líquido quando cortei. Mandei foto no chat e a resposta foi "o frango é empanado na hora, é assim mesmo". Não é assim mesmo, é perigoso. Joguei fora R$ 52.
foreignBody; mod:refund | Achei um fio de cabelo comprido enrolado no meio do macarrão. Perdi a fome na hora. Abri chamado no app com foto e o reembolso foi "negado após análise". Como assim negado? Tem a foto!
spoiled; poisoning | Comi o temaki de salmão às 20h e de madrugada tava no banheiro vomitando, minha esposa também. O cream cheese já tinha gosto azedo, achei estranho mas comi. Dois dias de atestado por causa de vocês.
delay; cold; courier; mod:refund | Ordered at 8pm, the app said 40 minutes, it showed up at 9:50. The driver called me from the street and refused to come to the lobby, said "not my job". Fries were cold, burger barely lukewarm. Requested a refund in the app and got a R$ 5 voucher instead. Ridiculous.
wrongItem; missingItem; unanswered | Pedí una pizza mitad muzzarella mitad napolitana y llegó entera de pepperoni. Además faltó la Coca de 1,5 litros que pagué. Escribí al chat del local tres veces y nunca contestaron. Pésimo.
allergy; customisation; service | Sou intolerante à lactose e deixei escrito em maiúsculo: SEM QUEIJO, SEM REQUEIJÃO. O wrap veio cheio de requeijão e tive crise a noite inteira. Quando liguei, o rapaz disse "ah, mas requeijão quase não tem lactose". Vocês não sabem nem o que estão servindo.
diet; service | Sou vegetariano, pedi o hambúrguer de grão-de-bico e veio de carne. Só percebi na segunda mordida. A loja se limitou a um "foi mal, a chapa é a mesma". Não pedem nem desculpa direito.
mod:noOrder; mod:offensive | Tenho uma hamburgueria aqui na mesma rua e falo com conhecimento de causa: esse lugar compra carne de terceira, congela e descongela. Esses donos são uns picaretas.
delay; paidExtra; taste; app | Paguei R$ 6 de bacon extra e R$ 4 de cheddar extra no x-burguer. Não veio nem um nem outro, o pão tava encharcado e a carne passada do ponto. Pra completar, o rastreamento do app travou no "saiu para entrega" por 50 minutos e o pedido levou 1h40 no total.
praise; mod:refund | A marmita estava gostosa como sempre, isso eu reconheço. Mas cancelaram um pedido meu anterior por "falta de entregador" e o estorno dos R$ 43 não voltou pro cartão até agora, 20 dias depois. O suporte do app só manda mensagem automática.
notDelivered; courier; service; mod:refund | O app marcou como entregue às 20h12 e eu estava na porta esperando, nenhum motoboy passou. Liguei pro entregador pelo app e ele disse "deixei com o porteiro", meu prédio não tem porteiro. A loja disse que "a responsabilidade é do iFood". O iFood disse que a loja tem que resolver. Resultado: sem janta e sem reembolso.
pricePortion; taste | A porção de fritas "grande" de R$ 32 veio num potinho que mal enchia a mão, e metade era farelo queimado. Já foi melhor, o preço subiu e a quantidade caiu.
mod:offensive; service; wrongItem | A atendente do whatsapp é uma grossa, mal educada do cacete. Falei que veio esfiha de carne no lugar da de queijo e ela respondeu "e daí, come assim". Vai tomar no cu, vocês e essa atendente.
mod:hate; mod:offensive; delay | Os atendentes dessa loja são tudo viado, levaram uma hora pra fritar uma coxinha. Bando de inútil.
mod:threat; foreignBody | Tinha um pedaço de plástico duro no meio do strogonoff, quase quebrei um dente. Se ninguém me der resposta até amanhã vou expor o nome do dono, o endereço dele e as fotos em todos os grupos do condomínio.
cold; warmDrink; delay; courier | Entrega de 1h10 pra um lugar que fica a 2 km. Pizza morna, refrigerante quente e sem gás. O motoboy chegou com o bag aberto, sem tampa, e dava pra ver outro pedido junto. Ele mesmo me contou: "fiz três entregas antes da sua".
praise; delay | Comida maravilhosa, o bobó de camarão é de comer rezando e veio bem servido. A única coisa que me incomodou foi a demora, quase 1h20 num domingo à tarde. Se melhorarem isso vira meu restaurante preferido.
mod:app; app | O app cobrou taxa de serviço de R$ 1,99 mais taxa de entrega de R$ 9,90 que não apareciam antes de fechar o pedido, só vi na fatura. Nada contra o restaurante, mas esse aplicativo é uma armadilha.
spoiled; service; mod:refund | O vinagrete veio com cheiro de azedo e a maionese da casa estava separando, com cor esquisita. A loja jurou que "saiu fresquinho daqui". No app, o reembolso veio pela metade do valor. Não como mais aí nem de graça.
delay; cold; courier; mod:refund | Esperé casi dos horas por unas empanadas que llegaron frías. El repartidor dejó el pedido en la vereda sin tocar el timbre y se fue. La app me devolvió solo el costo de envío, no el de la comida. No vuelvo a pedir.
mod:noOrder; mod:offensive | Nem preciso pedir pra saber que é lixo, todo mundo no bairro fala que o dono é caloteiro e não paga os funcionários. Safado.
customisation; taste; unanswered | Pedi o bife BEM PASSADO, escrevi na observação, e veio ao ponto. Não estava cru, mas não foi o que eu pedi. O arroz estava empapado também. Tentei falar com a loja pelo chat e pelo telefone e nada, ninguém responde nunca.
melted; delay; packaging | O sundae de R$ 24 chegou virado em sopa depois de 1h05 de espera, e ainda vazou no saco junto com os nuggets, deixando tudo melado.
mod:courier; courier; delay | O restaurante fez a parte dele, o pedido ficou pronto em 15 minutos segundo o app. Aí o entregador aceitou, foi pra direção contrária, parou não sei onde e só chegou 1h depois. Quando perguntei ele disse "tava abastecendo, problema meu". Culpa do aplicativo que contrata essa gente.
wrongItem; missingItem; service; app; mod:refund | Combinado de sushi de 40 peças, R$ 139,90. Vieram 30 peças, sem o shimeji e com hot roll no lugar do uramaki. A loja respondeu "confere de novo". Contei três vezes. O app só libera reembolso marcando item por item, e o botão do shimeji simplesmente não aparece. Vou levar ao Procon e avisar meu grupo de amigos pra não pedir.
mod:offensive; mod:threat; notDelivered | Caralho, três horas e não chegou porra nenhuma. Se esse motoboy aparecer aqui agora eu quebro a cara dele. E vocês da loja são uns ladrões filhos da puta.
praise; packaging | O strogonoff é delicioso, arroz soltinho, batata palha crocante, nota 10 no sabor. Mas a embalagem de isopor chegou rachada e o molho vazou por toda a sacola, sujou meu tapete. Coloquem num pote com tampa de pressão.
poisoning; taste | Camarão com textura borrachuda, parecia requentado. Comi pouco e mesmo assim fiquei com diarreia dois dias. Meu marido, que comeu o resto, foi parar na UPA.
praise; mod:app; app; mod:refund | The app kept crashing at checkout and charged my card three times for one order. The restaurant was actually lovely about it on the phone and confirmed they only received one order. Still waiting on the marketplace to give back the other two charges.
notDelivered; unanswered; mod:refund | Meu pedido ficou 2 horas "a caminho" e depois sumiu do app como cancelado. O telefone da loja só chama, ninguém atende. O dinheiro ficou preso no cartão e o app diz "prazo de até 30 dias". Trinta dias pra devolver o que não entregaram.
mod:hate; taste | Comida de nordestino é isso aí, tudo sem tempero e gorduroso. Quem faz essa porcaria devia voltar pro Piauí.
praise; warmDrink | Atendimento muito simpático, a moça do chat me avisou que ia atrasar 10 minutos antes mesmo de eu perguntar, adorei. Comida boa. Só o suco de laranja que veio quente, sem gelo nenhum.
delay; cold; courier; service | Esperei 1h45. O motoboy ligou dizendo que não achava o endereço e ficou me culpando, "seu endereço tá errado no app", sendo que sempre peço daqui. O pastel chegou frio que dava pena. Na loja, por telefone, ouvi um "não podemos fazer nada, já saiu daqui".
mod:noOrder | Vi no TikTok um vídeo de uma barata andando numa cozinha que dizem que é dessa pizzaria. Nunca comi aqui e não vou comer.
paidExtra; customisation; service | Paguei borda recheada de catupiry (R$ 12) e veio borda simples. Pedi "sem azeitona" e veio coberta de azeitona. Por mensagem explicaram que "a borda tava esgotada", mas cobrar pode, né? Nem ofereceram devolver.
pricePortion; price | R$ 58 no parmegiana "para 2 pessoas" que não dava nem pra uma. E ainda cobraram R$ 3 de "taxa de embalagem" separada. Se a embalagem é obrigatória, coloquem no preço e não escondam.
praise; mod:courier; courier | Motoboy mal educado, chegou falando no celular, me entregou sem olhar na minha cara e quando pedi pra esperar eu pegar a carteira pra dar gorjeta ele xingou e foi embora. A comida estava ótima, parabéns à cozinha, o problema é a plataforma.
mod:offensive; unanswered; missingItem | Faltou a batata do combo. Liguei, chamou até cair. Mandei mensagem, visualizaram e não responderam. Que bando de preguiçosos do caramba, enfiem essa batata onde quiserem.
praise; delay | La comida estuvo riquísima, el pollo al curry es de lo mejor que probé en São Paulo. Lo único: tardó una hora y media un martes cualquiera.
foreignBody | Encontrei uma asa de barata dentro do feijão. Sim, uma asa. Tirei foto, guardei o pote e vou levar na Vigilância Sanitária amanhã cedo. Não quero reembolso, quero que alguém fiscalize essa cozinha.
delay; wrongItem; courier; app | O app disse 35-45 min e mudou a previsão três vezes pra mais. Chegou 1h30 depois com um pedido que não era meu, no nome de "Jéssica". O motoboy disse "pega esse aí mesmo, é quase igual" e foi embora. O chat do aplicativo me deixou 40 minutos na fila.
mod:offensive; taste; pricePortion | Pastel de vento do caralho, R$ 18 num pastel que é 90% massa e uma colher de carne. Ainda por cima encharcado de óleo. Vocês roubam o povo na cara dura, seus pilantras.
raw; poisoning; unanswered | Hambúrguer artesanal cru no meio, vermelho vivo. Meu filho de 9 anos comeu metade antes de eu ver e vomitou a noite toda. Liguei na loja às 23h pra avisar e ninguém atendeu, no dia seguinte também não.
mod:refund | Quero deixar registrado: o reembolso do iFood é uma piada. Um pedido meu foi cancelado, aprovaram a devolução e o valor caiu como "crédito na carteira", que só dá pra usar no app. Não pedi crédito, pedi meu dinheiro de volta no cartão.
cold; taste; service | Pior marmitex da vida. Feijão aguado, carne dura que nem sola, tudo frio. A dona ainda escreveu no chat "todo mundo elogia, só você reclama". Pois é, agora tem mais uma reclamando.
praise; customisation | Uma das melhores pizzas de massa fina que já comi, molho de tomate de verdade, nada de ketchup. Pedi pra mandar sem orégano porque meu filho não gosta e veio com orégano mesmo assim. Fora isso, perfeito, volto a pedir.
mod:hate; mod:offensive; general | Whoever runs this place is a dumb f*** and the cooks look like monkeys. Worst "restaurant" on the whole app.
mod:threat; mod:offensive; service; missingItem | A gerente me chamou de mentirosa no telefone quando eu disse que faltou o frango do combo. Vou descobrir onde ela mora, sua vagabunda, e você vai ver o que é mentira.
delay; missingItem; courier; mod:refund | Uma hora e meia de espera. Quando abri a sacola faltavam os dois molhos barbecue e os talheres. O entregador me passou a sacola aberta, com o lacre arrancado, e disse que "já veio assim". Estorno dos molhos no app: indeferido.
mod:noOrder; mod:offensive | Eu trabalho no concorrente da frente e vejo o movimento: esse lugar vive de pedido falso pra subir no ranking. Empresa de vigarista.
praise; portion | Tempero caseiro de verdade, parece comida de vó, o frango assado com farofa é sensacional. Só acho que a porção diminuiu nos últimos meses, antes dava pra duas refeições e agora mal dá pra uma. Fica a dica com carinho.
delay; cold; app | Não sei se culpo a loja ou o aplicativo. O app mostrava o motoboy parado no mesmo ponto por 40 minutos, o mapa não atualizava e ninguém explicava nada. O hot dog chegou frio 1h25 depois de pedido.
mod:offensive; wrongItem; service | Son unos inútiles de mierda. Pedí milanesa napolitana y me mandaron una hamburguesa. Cuando llamé, el encargado me dijo "es lo que había". Que se vayan al carajo.
missingItem; service; mod:refund | O "combo família" prometia 12 pedaços de frango frito e vieram 8. A farofa que acompanha nem veio. A loja disse que "os pedaços são maiores, compensa". Não compensa. O aplicativo reembolsou R$ 4 de R$ 89. Vocês e o app estão de brincadeira comigo.
allergy; service | Sou celíaca, perguntei no chat antes de pedir se a tapioca era preparada separada e garantiram "claro, aqui é 100% sem glúten". Veio com pedaço de pão de alho por cima. Tive reação por dois dias. Mentir sobre isso é crime.
praise; mod:app; app | O aplicativo apagou minha avaliação anterior e agora não deixa eu mandar foto. Anunciou entrega grátis e cobrou R$ 7,99, e o cupom de primeira compra sumiu. Nada disso é com o restaurante, que aliás respondeu rápido e foi educado, mas o app tá cada dia pior.
mod:courier; courier; delay; mod:refund | O entregador me mandou mensagem pelo app pedindo pra eu "cancelar o pedido porque tá longe". Recusei, e ele demorou mais 50 minutos de propósito. Da comida não tenho o que falar, mas ninguém me compensou pela demora, o reembolso do frete foi negado.
mod:hate; mod:offensive; service | Aquela macaca do balcão devia ser demitida, me olhou torto na retirada e jogou o troco em cima de mim.
spoiled; taste; service | O sushi estava com cheiro de peixe passado, o arroz duro e seco. No chat garantiram que "nosso peixe chega todo dia". Então o de hoje chegou estragado. Foram R$ 110 direto pro lixo.
mod:courier; mod:app; notDelivered; courier; app; mod:refund | Pedido entregue a outra pessoa. O motoboy confirmou o código de entrega sem eu ter passado código nenhum, ou seja, alguém digitou por ele. O app diz que "o código foi validado, não há o que fazer". A cozinha não teve nada com isso, mas eu fiquei sem comida e sem o dinheiro.
praise; taste | Atendimento excelente, embalagem caprichada, entregaram rápido. Mas o risoto estava salgado demais, bebi dois copos d'água depois. Talvez tenha sido um dia ruim do cozinheiro.
delay; cold; unanswered | A loja aceitou meu pedido às 22h50 e fechou as portas às 23h. Fiquei esperando até meia-noite e meia. A comida chegou fria, parece que ficou parada no balcão. Telefone fora do ar.
mod:threat; mod:noOrder | Vou deixar avisado: sei onde fica a casa do dono e se meu irmão, que foi demitido daí sem receber, não for pago essa semana, vai ter confusão na porta. Não é ameaça, é aviso.
taste; pricePortion; courier | Fiz o pedido mais caro do cardápio, a costela de R$ 79, e veio um pedaço com mais osso do que carne. A carne estava seca e dura. O motoboy ainda reclamou que eu "morava longe demais pra taxa que paguei". Não é problema meu.
missingItem; paidExtra; unanswered | I paid extra for guacamole and sour cream on my burrito bowl and got neither. The tortilla chips side wasn't in the bag either. Messaged the store twice through the app, no answer. Not ordering from here again.
mod:offensive; general | Lixo, lixo e lixo. Comida de merda, lugar de merda, tudo de merda. Vão se foder.
customisation; missingItem; app; mod:refund | Pedi "molho à parte" no frango xadrez e veio tudo afogado no molho. Também faltou o rolinho primavera do combo. Tentei pedir reembolso do rolinho no app e a opção só aparecia pra "pedido inteiro". Cliquei, e negaram o pedido inteiro.
praise; mod:courier; courier | Loja nota mil: lanche caprichado, veio até um bilhetinho de agradecimento. Já o motoboy que o app mandou foi extremamente grosso, reclamou da escada e bateu o portão com força.
mod:noOrder | Meu cunhado disse que passou mal comendo aqui semana passada. Eu nunca pedi, mas pelo que ele contou vocês deviam ser interditados.
delay; warmDrink; missingItem; service | Duas horas pra uma esfiha e um suco. O suco veio quente, o gelo separado que eu pedi não veio, e das 8 esfihas abertas vieram 6. No telefone o rapaz riu e falou "conta de novo, campeão".
mod:hate; mod:threat | Esses venezuelanos imundos que trabalham aí tinham que ser mandados embora do país. Se eu ver aquele entregador de novo na minha rua ele vai apanhar.
praise; delay; app | Sempre peço e sempre chega certinho, bem temperado e farto. Dessa vez o app ficou fora do ar e o pedido atrasou uns 40 minutos, mas a loja me ligou pra avisar, gostei da atenção. Continuo fã.
foreignBody; service; mod:offensive | Um parafuso. UM PARAFUSO dentro do hambúrguer. E o dono, o arrombado, ainda teve a coragem de dizer no chat que "isso não é nosso, deve ter caído aí na sua casa". Seu imbecil.
mod:app; app | O app me mandou a notificação "seu pedido chegou" meia hora antes do motoboy sair da loja, e eu desci três vezes até a portaria à toa. Sem falar no suporte, que só responde com robô. A comida em si chegou como pedi.
cold; packaging; delay; courier | Caldo verde que chegou morno e derramado na sacola, tampa do pote aberta. O motoboy carregou a mochila de lado, vi pela janela. E ainda levou 1h15.
pricePortion; other=valor cobrado diferente do cardápio | O cardápio do app dizia R$ 34,90 no prato executivo e na cobrança veio R$ 39,90. A loja explicou que "o cardápio tá desatualizado, o preço subiu". Então atualiza! E o prato veio menor que da última vez.
mod:offensive; mod:threat; cold | Pizza fria de novo, é a terceira vez. Se vier fria na próxima eu vou aí e enfio ela na cara do pizzaiolo, seu merda.
praise; paidExtra | Um dos melhores lámens do app, caldo encorpado e o chashu derrete na boca. O único problema: paguei R$ 5 pelo ovo extra e ele não veio. No mais, continuo fiel.
raw; service; mod:refund | Frango do yakisoba cru, borrachudo e rosado por dentro. A loja ofereceu "um refrigerante de cortesia no próximo pedido". Não quero próximo pedido. No app, a resposta foi que "a qualidade é responsabilidade do estabelecimento" e me mandaram falar com a loja. Um ping-pong sem fim.
mod:noOrder; mod:hate | Dizem por aí que a dona é uma sapatão que só contrata gente do mesmo tipo. Não compro de gente assim.
notDelivered; service; mod:refund | Paguei no Pix pelo app e o pedido nunca saiu da loja. Às 21h chegou a mensagem "acabou o gás, cancela aí". Cancelar como, se já paguei? O app diz que o estorno de Pix leva 7 dias. Sete dias sem meu dinheiro por culpa de quem não tem gás.
taste; customisation; courier | Pedi o açaí sem granola, veio com granola. O creme estava com gosto de xarope, doce demais. O entregador ficou tocando o interfone sem parar às 23h, acordou meu bebê, e quando desci ainda resmungou da minha demora.
praise; unanswered | O pão de queijo recheado é viciante, sério, já pedi umas 15 vezes. Só que quando precisei mudar o endereço depois de fazer o pedido ninguém respondeu o chat e tive que ir buscar na casa da minha mãe. Se tivessem lido a mensagem seria 5 estrelas.
mod:offensive; service; delay | A menina do telefone é uma anta, juro. Perguntei do pedido que já passava de uma hora e ela respondeu "calma, senhora, tá saindo" três vezes em 40 minutos. Burra.
wrongItem; unanswered; mod:refund | Vieram duas marmitas fitness de frango com batata-doce quando eu pedi duas de tilápia com legumes. Tentei contato com a loja, silêncio total. O app ofereceu um cupom de 20% como "compensação". Não quero cupom, quero o que paguei.
mod:courier; courier | Vi pelo olho mágico: o entregador abriu minha sacola no corredor, comeu umas batatas e fechou de novo. Quando abri a porta ele me entregou sorrindo. Tenho o vídeo da câmera do prédio. Isso é com o aplicativo, não com o restaurante.
spoiled; poisoning; mod:threat | Maionese de alho azeda, e eu só percebi depois. Vomitei a madrugada toda. Se não me ressarcirem os remédios vou espalhar a foto do gerente com o nome dele em todo grupo de Facebook da cidade.
praise; delay; cold | Lanche muito bom, o molho da casa é incrível. Infelizmente hoje demorou mais de uma hora e a batata veio fria. Já pedi outras vezes e foi perfeito, então vou dar mais uma chance.
raw; service | El pollo vino crudo por dentro, todavía rosado y con sangre cerca del hueso. Mandé foto y me contestaron "es el punto del pollo a la brasa". No, eso no es un punto, es peligroso.
mod:offensive; mod:hate; customisation | Falei sem cebola, porra, SEM CEBOLA. O cozinheiro deve ser um paraíba analfabeto que não sabe ler. Vergonha.
mod:app; app; delay | O pedido ficou pronto rápido, a própria loja me escreveu dizendo que estava esperando entregador. O app levou 55 minutos pra achar um motoboy. Já é a quarta vez esse mês. Aplicativo que não tem entregador não devia aceitar pedido.
taste; packaging; service | A parmegiana chegou com o molho todo em cima da batata, que virou uma papa, porque não fecharam direito a divisória da marmita. O queijo parecia borracha. Quando falei, me mandaram um emoji de joinha. Só isso. Um joinha.
mod:noOrder | Não comprei nem vou comprar, só passando pra avisar que a nota alta dessa loja é comprada, conheço quem faz avaliação paga pra eles.
notDelivered; courier; unanswered; mod:refund | O motoboy ligou dizendo que estava na portaria, desci e não tinha ninguém. Cinco minutos depois o app marcou "entregue". Liguei pra loja pra saber o que fazer e ninguém atendeu. Reembolso negado porque "o entregador confirmou a entrega". Vou registrar B.O.
delay; cold; taste; service | Two hours for a pizza. When it finally came it was cold, the crust was burnt on the bottom and the cheese had that rubbery microwaved texture. I called and the guy said "we're very busy tonight, sorry" and hung up on me.
praise; other=cardápio sem tamanho da porção | Comida gostosa, sem reclamação do sabor, tudo muito bem feito. Meu único ponto é que o cardápio não informa o tamanho das porções: pedi achando que era individual e veio um prato enorme pra dois. Não é defeito, mas coloquem a informação.
mod:offensive; notDelivered; unanswered | Cadê meu pedido, seus vagabundos? Duas horas e nada, telefone desligado, chat morto. Tomara que essa espelunca feche.
missingItem; service; other=nota fiscal não emitida | Faltou o refrigerante e a nota fiscal. Pedi a nota pra reembolso da empresa e a loja disse "a gente não emite nota pelo app". Emitir nota é obrigação de vocês, não favor.
poisoning; service | Eu, minha esposa e minha sogra comemos a feijoada de sábado e os três tiveram diarreia no domingo. Não foi coincidência, foi a única coisa que comemos igual. A resposta da loja: "ninguém mais reclamou". Vou denunciar na Vigilância.
praise; mod:courier; courier | Adoro o poke daqui, salmão fresquinho, molho na medida. A nota baixa vai pro entregador, que ficou dez minutos parado na frente de casa no celular sem tocar a campainha, e eu acompanhando pelo mapa. Reclamação pra plataforma, não pra cozinha.
mod:offensive; wrongItem; service | O tal do Marcos do atendimento é um otário arrogante. Mandou pizza doce de banana no lugar da de brigadeiro e quando reclamei ele disse "banana também é doce, qual o problema?". Otário.
melted; missingItem; courier | Pedi dois picolés e um pote de sorvete de 1,5 L. Chegou tudo derretido, virou milk-shake, e um dos picolés nem veio. O entregador admitiu que tava fazendo outras entregas antes e disse que "sorvete derrete mesmo".
mod:noOrder; mod:offensive | Nunca pedi daí, mas meu vizinho jura que usam carne de gato no espetinho. Porcos imundos, tinham que fechar.
price; taste | Taxa de entrega de R$ 14 pra 3 km é um absurdo, e o lanche de R$ 42 ainda veio com o pão queimado e a carne sem sal. Caro e ruim, a pior combinação possível.
mod:courier; courier; mod:threat; mod:offensive | Esse motoboy folgado me chamou de "tia chata" porque pedi pra subir. Se eu pegar esse moleque de novo ele apanha na frente de todo mundo, filho da puta.
customisation; allergy | Pedi o pad thai SEM AMENDOIM porque sou alérgico, está na observação e avisei no chat. Veio com amendoim triturado por cima. Precisei tomar antialérgico e correr pro pronto-socorro.
delay; cold; app | O app prometeu "entrega em até 50 min, se atrasar você ganha cupom". Atrasou 1h10, chegou frio, e o cupom nunca apareceu. O suporte me disse que a "garantia de entrega" não vale pra essa loja.
praise; missingItem | Tudo delicioso, o escondidinho de carne seca é divino. Só faltou a colher descartável, quase comi com a mão. Detalhe pequeno, mas faz diferença.
mod:offensive; mod:hate; delay; cold | Demorou 1h40 e chegou frio. Só podia ser restaurante de japa, esse povo de olho puxado não sabe nem contar o tempo. Bando de lesado.
mod:courier; courier | O entregador só me passou a sacola depois que eu dei "uma moral" de gorjeta, disse que sem isso "fica difícil". Chantagem pura. Sobre a comida não tenho o que falar.
mod:noOrder | Never ordered here and never will. My coworker says the kitchen is filthy and they reuse the frying oil for weeks. Avoid.
spoiled; mod:refund | O leite do milk-shake estava talhado, empelotado e com cheiro de vencido. O app só aceita pedido de reembolso por qualidade até 2 horas depois da entrega, e quando eu percebi já tinha passado. Ficou por isso mesmo.
delay; missingItem; service | Uma hora de atraso e ainda esqueceram o pão de alho e os dois guaranás. A atendente falou "vou mandar agora" e nunca mandou. Liguei de novo, disse "já saiu". Mentira descarada.
mod:offensive; taste; portion | Que porra de hambúrguer é esse, parece um disco de papelão do tamanho de uma moeda. Cozinheiro incompetente do cacete.
praise; service | Comida muito boa, não tenho o que falar. Mas a atendente do whatsapp foi seca e mal educada quando perguntei se dava pra trocar o arroz por salada: "não trocamos, tá no cardápio". Poderia ser mais gentil.
foreignBody; taste | Tinha uma pedra no feijão tropeiro, daquelas de grão mal escolhido, e eu quebrei um pedaço do dente. Além disso o tropeiro estava seco demais. Vou cobrar o dentista da loja.
mod:app; app; mod:refund | Tentei pagar com vale-refeição pelo app, aceitou, depois cancelou tudo com "pagamento recusado" e o saldo sumiu do cartão VR. Três dias e nada volta. O restaurante nem chegou a receber o pedido.
praise; packaging | Los tacos al pastor son espectaculares, bien condimentados y con piña de verdad. El único problema fue el envase: la salsa verde se derramó y mojó las tortillas.
mod:courier; mod:offensive; courier; delay | Esse app só contrata motoboy lerdo e mal educado. Uma hora e vinte parado na esquina e ainda me xingou quando reclamei. Lixo de aplicativo, vão à merda.
wrongItem; diet; service | Meu pai é diabético e pedi Coca Zero no combo, escrito. Veio Coca normal, ele não percebeu e tomou metade. Quando falei com a loja responderam "tudo é Coca, senhora". Vocês não têm noção do risco.
mod:noOrder; mod:threat | Sou ex-funcionário e sei de coisas dessa cozinha que fariam vocês fecharem. Se o dono não me pagar o que deve, vou soltar tudo na internet com nome e foto.
delay; courier; cold; taste; service; app; mod:refund | Vou listar porque é muita coisa: 1) pedido feito 20h05, chegou 21h50; 2) o motoboy entregou no bloco errado e tive que buscar no outro prédio; 3) a lasanha estava fria e queimada nas bordas; 4) a loja disse no chat "o atraso é do aplicativo"; 5) o suporte do app disse "o atraso é da loja"; 6) reembolso negado. Nota zero pros dois.
praise; taste | Brigadeiros lindos, entrega super rápida e a caixinha chegou impecável. O sabor é que decepcionou um pouco, muito doce, enjoativo. Fica a sugestão de reduzir o açúcar.
mod:hate; mod:offensive; service | Atendente bichinha fresca do caralho, ficou de mimimi e desligou na minha cara quando eu fui reclamar.
wrongItem; customisation; mod:refund | Pedi a salada com molho à parte e sem croutons. Chegou outra salada, afogada no molho, com croutons por todo lado. O formulário de reembolso do aplicativo recusou minhas fotos duas vezes como "imagem ilegível". Estavam nítidas.
| Pedi pela primeira vez hoje, chegou no horário previsto. Ainda vou experimentar outros pratos pra opinar melhor.
| Pedido de hoje: 1 pizza grande e 1 refrigerante. Sem mais.
mod:refund; mod:offensive | O estorno do iFood é coisa de ladrão, cancelaram meu pedido e até agora não devolveram um centavo. Bando de safados, aplicativo de merda.
pricePortion; taste; service | Paguei R$ 67 num "rodízio delivery" de 20 pastéis que vieram do tamanho de um dedo, com a massa crua por dentro em metade deles. Perguntei no chat se era assim mesmo e responderam "é mini, está descrito". Mini é uma coisa, ridículo é outra. Vou falar pra família inteira passar longe.
mod:courier; courier; app | Paguei em dinheiro, nota de R$ 100 num pedido de R$ 62, e o motoboy disse que "não tinha troco" e que voltava depois. Nunca voltou. O app diz que pagamento em dinheiro "é tratado diretamente com o entregador".
`,
);

/** Set AA: every region of Brazil as it speaks: regional dishes and words, irony, praise in negative words. */
export const BY_OTHERS_AA = parseReviews(
  "othersAA",
  `
price | taxa de serviço, taxa de entrega, taxa de embalagem... daqui a pouco cobram taxa pra respirar, meo
praise | nada mal, viu? bem servido e bem temperado
taste | a tapioca veio dura feito borracha de pneu
spoiled | o vinagrete tava azedo, com cheiro de coisa passada, uai
praise | o tacacá veio pelando e o tucupi no ponto, égua, fiquei até emocionada
diet | sou diabética, o suco de cupuaçu era pra vir sem açúcar e veio doce que nem melado, égua
melted; packaging; missingItem | o milk-shake chegou derretido e vazando, e o canudo nem veio
paidExtra | o adicional de bacon eu paguei, o bacon eu procurei e até agora não achei, uai
praise; price | muito gostoso, mas o preço tá salgado, meo
allergy | avisei na observação que tenho intolerância a lactose e o purê veio cheio de queijo e creme de leite
packaging | a marmita veio com a tampa aberta e o feijão passeando pela sacola
wrongItem | era pra ser a pizza grande e mandaram a broto, meo
packaging | oxe, o caldo de sururu veio mais fora do pote que dentro, a sacola chegou encharcada
taste; pricePortion; warmDrink | hambúrguer queimado e fininho por 45 reais, acompanhado de um refri sem gás, parabéns
delay; cold; missingItem | bah, tchê, o xis chegou duas horas depois, frio, e sem a maionese caseira, que era o motivo de eu pedir aí
unanswered | mandei mensagem no chat da loja perguntando do pedido, tô esperando resposta até hoje
customisation | falei que era sem pimenta porque era pro meu filho, veio ardendo que nem brasa
praise; portion | sabor nota 10, quantidade nota 5, sô
praise | o entregador foi super educado e a comida veio certinha, obrigado!
taste; portion | o estrogonofe tava aguado e com meia dúzia de pedacinho de carne boiando
missingItem; warmDrink; packaging | faltou o pão de alho, a coca veio quente e a marmita do churrasco chegou toda torta e aberta
spoiled; poisoning | o camarão do bobó tava com um cheiro forte e no dia seguinte a casa inteira tava com diarreia
price; app; delay | taxa de entrega de 15 reais, o cupom não funcionou no app e ainda atrasou, meo, tudo de errado
pricePortion; warmDrink; delay | meia porção de feijão tropeiro pelo preço de inteira, refrigerante quente e 1h20 de espera, uai
delay; cold; wrongItem | mermão, demorou, chegou frio e ainda era o pedido da vizinha do 302. nunca mais
customisation; taste | tinha pedido a picanha mal passada e veio bem passada, uma sola de sapato, uai
delay | não vou dizer que demorou... mas quando chegou eu já tinha jantado um miojo
praise | não é que tava bom? o xis coração de vocês é coisa séria, tchê
raw | bah, o frango à passarinho tava rosado por dentro, com sangue no osso, tchê
delay; cold; wrongItem; missingItem | mermão, foi tudo errado: duas horas de espera, o frango frio, a batata pequena em vez da grande e o molho de alho ficou pra trás
mod:noOrder | nem provei, mas meu cunhado falou que o x-tudo daí é requentado de ontem
other=nota fiscal | pedi nota fiscal com CPF na observação e não mandaram, preciso pra prestar conta na empresa
taste | mermão, a parmegiana tava salgada que nem a água do Arpoador
delay; packaging; service | bah, levou 1h40, o xis veio esmagado dentro do isopor e quando reclamei o guri do telefone disse que eu é que tava apressado
mod:offensive; cold | que porra de comida é essa, caralho, chegou tudo gelado
notDelivered; unanswered; service | o pedido nunca chegou, liguei e ninguém atendeu, e no chat ainda falaram que o problema era meu
missingItem | os talheres não vieram e eu aqui no serviço comendo feijoada de colher de café emprestada, tchê
cold; taste; portion | a lasanha chegou fria, com a massa dura e uma camadinha só de recheio
taste | o arroz carreteiro tava queimado no fundo e o gosto de queimado pegou em tudo
wrongItem; missingItem; unanswered | veio pizza de atum no lugar da portuguesa, sem o refri, e o telefone da loja só chama, ninguém atende
portion | pão de queijo do tamanho de bolinha de gude, sô, tem que pedir três porção pra matar a fome
taste | o baião de dois tava empapado, parecia papa de neném, oxe
delay | prometeram 40 minutos, chegou com 1h50, a promessa ficou lá no app
customisation; taste; wrongItem | o x-egg era sem maionese, veio lambuzado, o pão tava velho e mandaram Pepsi no lugar da Coca
praise | mermão, não esperava nada e me surpreendi, a parada é boa mesmo
warmDrink | o guaraná chegou morno e choco, parecia chá de vó
mod:offensive; delay | bando de lesado, uma hora e meia pra fazer um xis, vão trabalhar, vagabundos
pricePortion | o preço do açaí dobrou e o copo diminuiu, tão achando que a gente não percebe?
cold | oxe, o cuscuz com carne de sol chegou mais frio que água de pote de barro
customisation | escrevi bem grandão na observação "SEM CEBOLA" e o trem veio com cebola até na alma, uai
customisation; missingItem; cold | era sem cebola e veio com cebola, o ketchup esqueceram e o lanche tava frio
missingItem | faltou o molho da casa, que é justamente o que eu mais gosto no pastel
wrongItem; cold; service | oxe, o baião veio errado, frio, e quando reclamei a moça disse que era assim mesmo e pronto
praise; cold | o feijão tropeiro tava maravilhoso, pena que chegou meio frio
missingItem | o combo vinha com batata e refri, chegou só o hambúrguer sozinho na sacola
price | meo, dezoito conto de taxa pra andar três quadras? aí não, né
pricePortion; taste; packaging | mano, 60 conto num strogonoff sem graça que não enche nem uma criança, e ainda vazou tudo na sacola, meo
delay; courier; cold | o motoboy se perdeu três vezes, me ligou gritando, chegou uma hora depois e a pizza era um picolé, mermão
foreignBody | mordi um pedaço de plástico duro no meio do pão de queijo, quase fiquei sem dente, sô
spoiled | o iogurte da sobremesa veio vencido, a data era da semana passada
portion; taste; delay | pouco jambu, tucupi aguado e uma hora pra chegar, égua, o tacacá da esquina dá de dez
cold; packaging | o hambúrguer chegou frio e o pão todo esmagado dentro da caixa
portion | o x-salada veio com uma folhinha de alface tímida e um tomate que dava pra ler jornal através
praise | tive um probleminha com o pedido e a moça do chat resolveu em cinco minutos, atendimento nota mil
foreignBody | achei um cabelo enrolado no meio do arroz carreteiro, perdi a fome na hora
praise | não tenho do que reclamar, e olha que eu reclamo de tudo
wrongItem | mano, meu pedido era calabresa, chegou uma de frango com catupiry, meo, eu nem curto frango
notDelivered | oxe, o app diz que entregou, mas aqui em casa não chegou nem o cheiro
courier; cold | o motoca não quis chegar nem na portaria, parou lá na esquina e mandou eu ir buscar, e a coxinha ainda tava fria, mermão
| comi no almoço do serviço, era o que tinha aberto
pricePortion | o cara da lanchonete do lado cobra o mesmo e entrega o dobro, só digo isso
praise; missingItem | o cuscuz é o melhor do bairro, mas esqueceram o ovo que eu pedi junto
praise | o arroz com pequi tava bão demais da conta, sô
customisation; paidExtra; delay | o sem tomate virou com tomate, o ovo extra que paguei sumiu e ainda demorou uma eternidade, uai
wrongItem; taste; cold | a calabresa virou muçarela no caminho, chegou fria e com a massa crua no meio, meo
mod:hate; general | a cozinha deve ser cheia de paraíba, por isso sai essa gororoba
portion; taste; service | o açaí veio pela metade do copo, o peixe frito tava sem sal e a atendente ainda respondeu com deboche, égua
delay | bah, encomendei o almoço e acabei comendo foi de janta
wrongItem; missingItem | o refrigerante que veio não era o que eu escolhi e a sobremesa nem deu as caras
| normal, uai
praise | arretado demais o baião de dois, chegou quentinho, vou pedir de novo, oxe
general | sei não, viu... foi a primeira e a última vez, oxe
delay | bah, tchê, o pedido do xis foi feito lá pelas oito e pouco e foi bater na minha porta quase dez da noite
customisation | o molho era pra vir à parte, veio afogando o frango, virou sopa
mod:courier; courier | o entregador do app foi grosso, jogou a sacola por cima do portão e saiu cantando pneu
other=cardápio desatualizado | o cardápio mostra suco de bacuri, mas toda vez que peço dizem que acabou, atualiza isso aí, égua
portion | a porção de macaxeira frita era de seis pedaços, eu contei
praise | mano, a pizza de calabresa é da hora, massa fininha e crocante, meo
missingItem | uai, o café com leite veio, mas cadê o pão de queijo? ficou de castigo na loja, sô?
taste | o feijão tropeiro veio sem sal nenhum, minha vó, que Deus a tenha, ia ficar de cara, sô
raw | o peixe frito do açaí tava cru no meio, aquela carne transparente, égua, não tive coragem
pricePortion; taste; missingItem | 50 pila num xis que veio pequeno, seco e com o pão murcho, sem o refri que tava no combo, bah
taste | o pudim veio com gosto de geladeira, sabe aquele gosto?
cold | tacacá frio não é tacacá, é castigo, e foi assim que o meu chegou, égua
praise | uai, esse pão de queijo é igualzinho o da minha vó, e olha que ela era exigente, sô
taste | o churrasco tava tão duro que até meu cachorro recusou, bah
warmDrink | o mate gelado chegou quente igual o asfalto de Bangu em janeiro, mermão
taste; cold; service | o cuscuz veio duro e frio, e o rapaz do WhatsApp ainda me chamou de chato
taste | a massa do pastel tava crua por dentro, mole que nem chiclete
service | o atendente do telefone riu da minha cara quando fui reclamar do pedido
wrongItem | chegou aqui o pedido de um tal de Cleiton, e o meu escondidinho sei lá onde foi parar, uai
paidExtra | paguei os 8 reais da borda de cheddar e a borda veio pelada, mano
unanswered | liguei três vezes pra loja pra saber do pedido e nada, fiquei falando com o vento, tchê
taste | a massa da calabresa tava massuda, borrachenta, não desce de jeito nenhum
service | pedi pra trocar a bebida pelo chat e o rapaz respondeu "se vira", tchê, é assim que trata cliente?
mod:threat; missingItem | ou mandam o refri que faltou ou vou expor vocês em todo grupo de zap do bairro
poisoning | oxe, comi o sarapatel de noite e passei a madrugada no banheiro, eu e meu marido
mod:noOrder | nunca pedi aí não, mas dizem que a cozinha é cheia de rato, fica a dica
portion | égua, mana, o tacacá veio com três camarãozinho contado, dava pra contar nos dedos de uma mão só
mod:threat; wrongItem | se vier errado de novo eu vou aí pessoalmente e quebro essa loja inteira, tô avisando
missingItem | esqueceram o vinagrete e a farofa do churrasquinho, e sem eles nem é churrasquinho
wrongItem | a lata era pra ser de Guaraná Jesus, veio Coca Zero, que não é a mesma coisa nem aqui nem em São Luís
wrongItem | trocaram meu sorvete de cupuaçu por um de morango, égua, nada a ver
taste; cold; delay | a macaxeira frita chegou murcha e fria depois de 1h15 de espera, oxe, assim não dá
notDelivered | paguei e o pedido sumiu no mundo, nunca chegou, ninguém sabe ninguém viu
mod:offensive; service | a gerente é uma jumenta, me tratou aos gritos no telefone
| recebido, tchê
general | experiência fraquíssima, não recomendo nem pro meu pior inimigo
praise | minha vó, que é de Pelotas, provou o doce de ovos e aprovou, tchê, isso diz tudo
courier; delay; missingItem | o entregador parou pra abastecer com meu pedido na garupa, chegou 40 minutos atrasado e sem o molho
praise | bah, melhor que o do vizinho, e olha que o vizinho não é ruim
| pedi pra minha sogra, depois ela me conta se gostou
praise | biscoito Globo de brinde na sacola? vocês são gênios, mermão
mod:offensive; wrongItem | atendente burra que nem uma porta, era calabresa e mandaram marguerita
taste | a batata frita veio encharcada de óleo, dava pra fritar outro pacote com o que escorreu
pricePortion | bah, o cacetinho com linguiça subiu pra 22 pila e encolheu, daqui a pouco vem só o guardanapo
mod:app; app | o aplicativo cobrou duas vezes no meu cartão e o suporte do app só me manda mensagem automática
delay | entrega expressa, né mano? só uma hora e quarenta 🙄
missingItem; paidExtra; service | o guaraná não veio, a borda recheada que eu paguei também não, e no chat só me mandaram um "paciência" seco
mod:hate; delay | só podia ser baiano preguiçoso na cozinha, três horas pra fritar um pastel
| primeira vez pedindo aqui, vamos ver como é
praise; packaging | a feijoada tava uma delícia, só a embalagem que chegou meio melada por fora
mod:refund | pedi estorno faz 15 dias e o iFood até agora não devolveu meu dinheiro, o restaurante nem tem culpa mas vou deixar aqui
diet; wrongItem | sou vegetariano e a coxinha de jaca veio recheada de frango, mano
delay; cold | uma hora e meia pra chegar um pastel frio, mermão, nem na fila do Detran
service | a moça do chat respondeu com uma má vontade que só vendo, parecia que eu tava pedindo favor
packaging | a caixa da pizza chegou amassada, a cobertura toda grudada na tampa
praise; taste | o frango assado tava ótimo, mas o arroz veio sem sal nenhum
praise; delay | comida divina, só demorou um tiquinho além da conta, uai
delay; unanswered | atrasou mais de uma hora e ninguém da loja atendia o telefone pra dar uma satisfação
praise | égua, o açaí com peixe frito tava pai d'égua, igualzinho o do Ver-o-Peso
cold | a sopa de capeletti, que devia vir pelando, chegou morna, tchê
| ok
delay; packaging; cold | duas horas esperando, o caldo de feijão vazou e o pouco que sobrou tava frio, tchê
pricePortion | 45 reais num marmitex que não enche nem bucho de passarinho, égua
melted; delay; missingItem | o sorvete de tapioca virou creme, demorou uma hora e a colherzinha nem veio
wrongItem; paidExtra; unanswered | em vez de açaí com granola veio com leite ninho, o adicional de paçoca que paguei não veio e ninguém respondeu o chat
general | horrível, mano
melted | égua, o açaí chegou virado em vitamina, tudo derretido
taste; packaging; missingItem | o vatapá tava ralo, o pote chegou rachado e o arroz não veio
`,
);

/** Set AB: a delivery-only kitchen's month: regulars who notice every change, implied complaints. */
export const BY_OTHERS_AB = parseReviews(
  "othersAB",
  `
delay | pedi 19h40 e chegou 21h05. sei que sexta é corrido mas ai ja é demais
cold | a parmegiana chegou morna puxando pra fria, tive q esquentar no micro
portion | da ultima vez vinha mais strogonoff… hoje metade da marmita era arroz
wrongItem | pedi calabresa e veio frango com catupiry. eu nem como catupiry
missingItem | faltou a coca
customisation | escrevi SEM CEBOLA em maiusculo na observação. o burguer veio cheio de cebola roxa
price | 14,90 de taxa de entrega sendo q moro a 5 min dai
pricePortion | 42 reais numa lasanha que cabe na palma da mao. ja teve custo beneficio melhor
taste | arroz empapado hoje, parecia papinha de bebe
packaging | o caldo do feijão vazou todo na sacola, sobrou meia marmita
notDelivered | no app ta como entregue mas aqui nao chegou nada, ja desci na portaria 2x e o porteiro nao recebeu
paidExtra | paguei 6 reais de bacon extra e nao tinha um pedacinho a mais de bacon
melted | o açai chegou virado vitamina
warmDrink | guarana quente e sem gas
delay; cold | 1h30 de espera e a batata chegou gelada
taste | nao sei o que aconteceu hoje, a massa da pizza tava crua no meio
taste | mudaram a receita do strogonoff né? ta bem mais doce, parece q exageraram no ketchup. peço toda semana, percebi na primeira garfada
pricePortion | todo domingo peço o mesmo combo. mes passado era 39,90, hoje 44,90 e o hamburguer visivelmente menor. achei q ia passar batido?
service | liguei pra perguntar do pedido e a moça foi super grossa, desligou na minha cara
unanswered | mandei 3 mensagens no chat perguntando se dava pra trocar a bebida. nada.
general | decepcionante
packaging; courier | a pizza chegou toda grudada na tampa, o entregador trouxe a caixa em pé dentro da bag
missingItem | 2 marmitas e 1 pudim no pedido. adivinha o que nao veio
wrongItem | veio o pedido de outra pessoa, na sacola tava escrito Marcos. eu sou Fernanda
customisation | o burguer era pra ser bem passado. tava rosado por dentro, ao ponto. nao curto assim
delay | previsao 40 min, entregou com 1h15. toda sexta a mesma coisa
portion | a porção de fritas é uma piada, contei 17 batatas
cold | pizza fria. de novo.
taste | parmegiana salgada demais, larguei na metade
taste | pastel encharcado de oleo, pingando na mao
missingItem | esqueceram talher e guardanapo. comi com garfo de casa, sem drama, mas fica o aviso
missingItem | cadê o sache de maionese? burguer seco sem molho nenhum
paidExtra | borda de cheddar paga e a borda veio vazia
diet | sou vegetariana e o risoto de cogumelos veio com pedacinhos de bacon no meio
diet; wrongItem | coca zero no pedido pq sou diabetico, mandaram coca normal
price | marmita a 35 reais ta complicado pra quem almoça todo dia
packaging | essa tampa nova da marmita nao fecha, abriu no caminho e o arroz tava espalhado pela sacola
delay | entrega relampago, so 2 horinhas 🙃
taste | o pão do burguer veio duro, parecia de ontem
portion | marmita fit com 4 brocolis e um file de frango do tamanho de um chaveiro
delay | pedido das 12:10 chegou 13:40. trabalho de casa e tinha reuniao as 13h, almocei com a camera desligada e morrendo de fome
taste | feijoada sem gosto nenhum, so um caldo ralo
missingItem | feijoada sem farofa? esqueceram a farofa, e feijoada sem farofa nao da
pricePortion | o açai subiu 3 reais e o pote diminuiu. acham q ninguem repara
other=só abrem às 18h, almoço | agora vcs so abrem as 18h? eu almoçava com vcs todo santo dia
other=escondidinho tirado do cardápio | tiraram o escondidinho de carne seca do cardapio?? era o unico motivo de eu pedir aqui
taste; portion | o molho do macarrão ta aguado ultimamente e tambem vem menos
delay; unanswered | 1h20 de atraso e o telefone da loja so chama
packaging; cold | caixa amassada e hamburguer frio
customisation | pedi molho à parte justamente pra salada nao murchar. veio tudo misturado
notDelivered | cancelaram meu pedido do nada e fiquei sem janta
taste | a massa da pizza ta vindo cada vez mais grossa, parece pão
service | perguntei no chat se a lasanha tinha gluten e a resposta foi "nao sei". so isso, sem nem ir ver
general | ja foi bom
taste | carne do strogonoff dura, cheia de nervo
cold | saio do plantao as 7h e so queria uma marmita quente. chegou gelada
packaging | milkshake com a tampa mal encaixada, metade ficou na sacola
melted | o sorvete do brownie virou uma poça
warmDrink | cerveja quente, nem gelo salva
price | taxa de serviço mais entrega deu 19 reais, mais caro q a sobremesa
delay; courier | pelo mapa deu pra ver o motoboy indo entregar outro pedido antes do meu, chegou 40 min depois do previsto
wrongItem | combo 2 pedido, combo 3 entregue
other=nota fiscal com cpf | pedi nota fiscal com cpf na observação e nao veio
delay; cold; missingItem | demorou quase 2h, comida fria e o refri nem veio. sexta a noite com a namorada, q programa lindo
wrongItem; cold; unanswered | chegou pizza de atum (odeio atum), fria, e a msg q mandei no chat faz 1h ta la sem resposta
delay; packaging; missingItem | 1h10 pra chegar, o molho do macarrão vazou por tudo e cade o pão de alho?
taste; pricePortion | strogonoff salgado, pouquissima carne, 36 reais. nao compensa mais
customisation; paidExtra; cold | sem picles: veio com picles. cheddar extra: nao veio. temperatura: fria. 0 de 3
delay; courier; cold | depois de uma hora esperando o entregador ligou pedindo pra eu buscar na esquina pq nao queria entrar na rua. comida ja fria
wrongItem; missingItem; service | trocaram o sabor, o guarana nao veio e o rapaz no telefone disse "acontece". acontece toda semana entao
taste; packaging; cold | batata murcha, caixa amassada e o burguer gelado
portion; taste; delay | menos arroz que o normal, feijao sem sal e meia hora de atraso. hoje nao foi o dia de vcs
paidExtra; missingItem; unanswered | cobraram a borda recheada e ela nao veio, a coca 2L tambem nao, e no chat ninguem responde
pricePortion; taste | 29,90 num hamburguer de 90g e sem gosto nenhum? o da padaria é maior e mais barato
delay; cold; service | 1h40 de espera, comida fria, e quando reclamei no chat a resposta foi "paciencia, estamos com muitos pedidos"
wrongItem; customisation | era marmita de frango sem feijao. veio carne, com feijao. errou as duas coisas
packaging; missingItem | o pudim veio todo desmanchado grudado na tampa e esqueceram a colherzinha
taste; portion | lasanha com a massa dura e quase sem recheio. na foto do cardapio parece outra coisa
cold; warmDrink; delay | pizza fria, refri quente e uma hora e quinze esperando. so faltou chover
melted; missingItem | sorvete derretido e nem mandaram a calda de chocolate q vem no combo
taste; customisation | a picanha ao ponto q eu pedi chegou torrada, parecia sola de sapato
portion; packaging | pouca comida e a tampa veio aberta, metade do pouco ficou na sacola
delay; unanswered; notDelivered | esperei 2h, liguei 4 vezes sem ninguem atender e o pedido nunca chegou. fui dormir com fome
wrongItem; cold; price | racha de pizza com a galera da republica: sabor errado, fria, e com a taxa saiu 28 conto pra cada. nao da
taste; pricePortion | toda terça pego a parmegiana. hoje o queijo tava com cara de plastico e o file bem mais fino pelo mesmo preço de sempre
courier; packaging; cold | minha mae tem 78 anos, o motoqueiro jogou a sacola por cima do portao, a marmita virou e o caldo escorreu. e ainda tava fria. ela nao consegue ficar descendo escada pra buscar, custava tocar o interfone?
delay; missingItem; customisation | 50 min de atraso, sem talher e o "sem coentro" da observação foi solenemente ignorado
taste; cold; portion | o yakisoba veio frio, o macarrao grudado num bolo so e a porção encolheu. pedia toda quinta, acho q vou parar
wrongItem; paidExtra | pedi pizza media com adicional de catupiry, veio broto e sem o adicional
unanswered; service | o whatsapp de vcs responde quando quer, e quando responde é com grosseria
price; delay | 22 de entrega e ainda chegou 40 min atrasado. pagando caro pra esperar
packaging; wrongItem; delay | sacola rasgada, a bebida era fanta e nao coca, e chegou quase 21h sendo q pedi 19h45
taste; missingItem | o frango a passarinho veio seco e sem o molho de alho que sempre acompanha. ja tive experiencias melhores aqui
praise | melhor parmegiana da regiao, e chegou quentinha
praise; delay | comida maravilhosa como sempre, so demorou um pouco mais hoje
praise | peço toda quarta e nunca falhou. obrigada gente
praise; packaging | o strogonoff é divino mas o pote vazou um pouco na sacola
praise | saindo de um plantao de 12h e essa marmita salvou minha vida. quentinha, bem servida, obrigada!!
praise | pedimos pra comemorar 2 anos de namoro e tava tudo perfeito, ate o bilhetinho escrito a mao
praise; price | muito gostoso, so acho a taxa salgada
praise | feijoada de sabado impecavel, igualzinha a da minha mae
praise; missingItem | tudo otimo, so o ketchup q ficou pra tras
praise | rapido, quente e bem embalado. nota 10
praise; portion | o sabor continua o mesmo, parabens, mas a porção ja foi maior
praise | brownie com sorvete chegou inteiro, sem derreter, como vcs conseguem? kkk
praise | atendimento no chat super atencioso, trocaram minha bebida sem problema nenhum
praise; taste | pizza excelente, so a borda que veio um pouco queimada
praise | meu pai de 82 anos pede toda segunda a sopa de legumes e sempre elogia. obrigado pelo carinho com ele
praise | voltaram com a receita antiga do molho!!! agora sim
praise; delay | lasanha perfeita. pena que levou 1h10
praise | melhor custo beneficio do bairro, simples assim
praise; courier | comida 10, motoboy grosso
praise | eu tinha pedido errado e vcs mesmo ligaram pra confirmar, isso é raro. valeu
praise | ❤️❤️❤️
praise | a embalagem nova ficou bem melhor, nada vazou dessa vez
raw | frango cru por dentro, rosado e mole perto do osso. nem encostei
foreignBody | achei um cabelo comprido no meio do arroz, perdi a fome
foreignBody | pedaço de plastico duro no hamburguer, quase quebro um dente
spoiled | o creme do strogonoff tava azedo, cheiro de leite estragado
poisoning | eu e meu marido passamos a madrugada no banheiro depois da marmita de ontem. so comemos isso no dia
allergy | avisei na observação que tenho alergia a camarão e o risoto veio com camarão. tive que tomar antialergico e ir pra UPA
allergy; customisation | intolerante a lactose aqui. a observação dizia sem queijo e o prato chegou gratinado
foreignBody | tinha uma barata pequena no fundo da embalagem do yakisoba. tenho foto
spoiled; poisoning | o salmão do poke tava com um cheiro esquisito, comi metade mesmo assim e passei mal a noite toda
raw | hamburguer com o meio cru, carne vermelha mesmo, nao era ao ponto era cru
allergy | sou celiaca. a parmegiana "sem gluten" veio empanada com farinha de rosca comum
mod:offensive; cold | pizza fria de novo, bando de incompetente do caralho
mod:offensive; wrongItem | vcs sao burros ou o que? era calabresa, CA-LA-BRE-SA
mod:offensive; service | a mulher do telefone é uma anta, nao sabe nem o proprio cardapio
mod:hate; taste | comida sem sal nenhum, so pode ser coisa de paraiba na cozinha
mod:threat; delay | se atrasar assim mais uma vez eu vou ai pessoalmente e quebro essa cozinha de garagem inteira
mod:threat; missingItem | veio metade do pedido. se nao resolverem hoje vou espalhar foto e o endereço de vcs em todos os grupos do bairro
mod:noOrder | dizem que essa cozinha funciona numa garagem cheia de rato. nunca pedi e nem vou
mod:noOrder | minha vizinha falou que passou mal com a comida daqui, entao ja deixo minha nota 1
mod:refund | pedido cancelado faz 20 dias e o ifood ate agora nao estornou meu dinheiro
mod:refund; missingItem | o açai nao veio no pedido e o app me deu cupom em vez de devolver. nao quero cupom, quero estorno
mod:courier; courier | o entregador nao quis subir, desci de pijama na chuva e ainda reclamou q eu demorei
mod:app; app | o app travou na hora de pagar e cobrou duas vezes no cartao
cold; delay | La pizza llegó fría y tardó más de una hora. Una pena.
praise | Best stroganoff I've had in São Paulo, and it arrived hot. Will order again.
missingItem | Ordered two burgers and fries, the fries never showed up.
spoiled | the salmon in my poke smelled off, ended up throwing the whole bowl away
wrongItem; diet | Pedí la hamburguesa vegetariana y llegó una de carne. No como carne.
courier; delay | El repartidor me habló de muy mala manera y llegó 50 minutos tarde.
pricePortion | Way too expensive for such a tiny portion, 40 reais for this??
praise; portion | Muy rica la feijoada, pero la porción es chiquita.
| ok
| mesmo pedido de sempre
| pedi pra minha mae, depois ela fala o que achou
| 3 estrelas
`,
);

/** Set AC: a tester's traps: problem words that are no complaint, implied and packed complaints. */
export const BY_OTHERS_AC = parseReviews(
  "othersAC",
  `
praise | tudo certo, chegou rapidinho e bem quente
delay | pedi pro almoço e acabei jantando
praise | da outra vez o pedido atrasou bastante, mas hoje chegou antes do horário previsto, melhoraram muito
delay | no restaurante aqui da esquina o mesmo prato chega em meia hora, vocês levaram 1h15
| meu marido jura que a pizza tava fria, mas quem deixou ela 40 min em cima da mesa enquanto tomava banho foi ele kkkk
praise | vi o pessoal reclamando de cabelo na comida aqui nos comentários, no meu veio tudo limpinho e gostoso
raw | o frango tava rosado perto do osso e soltando um caldinho avermelhado
cold | dava pra usar essa lasanha de compressa no joelho
delay; cold; missingItem; packaging | 1h40 de espera, marmita gelada, sem o refri e o molho vazou pela sacola toda
| ok
taste | a massa do nhoque tava borrachuda, parecia chiclete
mod:noOrder | dizem que a cozinha de vocês é cheia de rato, alguém confirma?
praise | não demorou, não veio frio e não faltou nada, parabéns pra equipe
portion | precisei de lupa pra achar o frango no yakisoba
warmDrink | o refrigerante veio choco, sem uma bolha
poisoning | passei a madrugada abraçado no vaso depois desse temaki
| vocês têm opção sem glúten? queria pedir pra minha mãe
wrongItem | pedi a grande, chegou a caixa de broto e a pizza de broto dentro
mod:offensive; delay | bando de incompetentes do caralho, 2 horas pra entregar um x-salada
praise | a única coisa gelada foi a cerveja, do jeito que tem que ser
customisation | escrevi SEM CEBOLA em letra maiúscula, acho que leram COM MUITA CEBOLA
spoiled | o creme do strogonoff tava com um gosto azedinho estranho, de coisa passada
| pedido recebido
pricePortion | 48 reais e dava pra contar os camarões com os dedos de uma mão
praise | veio a bebida errada, mandei mensagem e em 20 minutos trouxeram a certa com um pedido de desculpas, atendimento excelente
delay; cold | the food took almost two hours and arrived cold
paidExtra | paguei 6 reais de bacon extra e o bacon ficou de home office
taste | tomei uns dois litros de água depois dessa batata
foreignBody | achei um fio comprido e loiro no meio do queijo, e aqui em casa ninguém é loiro
mod:refund; notDelivered | o pedido nunca chegou e o ifood tá enrolando meu estorno há 10 dias
praise | minha vizinha falou que aqui era caro e vinha pouco, resolvi testar e achei muito bem servido
service | a moça no telefone ficou impaciente e desligou na minha cara
missingItem | o guaraná deve ter pegado outro motoboy
| normal
melted | o açaí virou vitamina no caminho
wrongItem; taste; price | veio frango no lugar da carne, salgado demais e ainda cobraram 39 conto nisso
delay | é normal demorar 2 horas ou hoje foi especial?
praise | se chegasse frio eu ia reclamar, mas veio pelando, perfeito
mod:threat; wrongItem | se errarem meu pedido de novo eu vou aí pessoalmente quebrar essa loja
taste | o pastel tava encharcado, um lamaçal de óleo
praise | best açaí in town, and super fast delivery
unanswered | mandei mensagem no chat da loja perguntando do pedido e fiquei no vácuo até agora
packaging | o caldo do feijão resolveu passear pela sacola inteira
| não tenho nada pra reclamar nem pra elogiar, lanche normal
allergy | avisei na observação que sou celíaca e o frango veio empanado na farinha de trigo, tive que tomar remédio
mod:courier; courier; praise | o entregador foi grosso e jogou a sacola por cima do portão, a comida em si tava boa
diet | tinha pedacinho de bacon no meio da opção vegetariana
general | péssimo, nunca mais peço daqui
praise | melhor parmegiana da região, sem exagero
cold | tava tão quente quanto meu último relacionamento
portion; taste; unanswered | pouca batata, murcha, e liguei três vezes na loja sem ninguém atender
praise | demorou... 15 minutos. tô acostumado a esperar uma hora, vocês estão de parabéns
| is there a vegan option for the burger?
spoiled | a maionese veio num sachê com validade vencida desde semana passada
mod:noOrder | nunca comprei aqui mas só pelo cardápio dá pra ver que é um roubo
taste | a carne parecia sola de sapato
wrongItem | ordered the pepperoni, got a margherita instead
missingItem; customisation; cold | faltou o talher, veio com o picles que pedi pra tirar e tudo morno
| 3 estrelas
foreignBody | mastiguei uma coisa crocante no feijão que não devia ser crocante, era uma pedrinha
mod:offensive; wrongItem | vocês são uns jumentos, pedi de frango e veio de calabresa
praise | o motoboy foi super educado e ainda me avisou que a caixa tava quente
delay | chá de cadeira de uma hora e meia pra um açaí
price | achei que tava pagando um hambúrguer, não a parcela do carro
other=nota fiscal CPF | pedi nota fiscal com CPF na observação e não mandaram
mod:app; app | o app não aceitou meu cupom de jeito nenhum, da loja não tenho o que falar
praise | not gonna lie, I expected soggy fries but they were crispy and hot
taste | o arroz tava uma papa, empapado
spoiled | o salmão do sushi tinha um cheiro forte, de peixe que ficou dias na geladeira
praise | a pizza tava tão boa que briguei com meu irmão pelo último pedaço
mod:hate; service | o atendente é um viadinho, ficou de frescura comigo no telefone
service; wrongItem | falei que veio errado e o rapaz respondeu "problema seu, confere antes de aceitar"
| pedí por primera vez, a ver qué tal
warmDrink | a coca chegou na temperatura do meu chá
raw | hambúrguer ao ponto eu até aceito, mas esse tava cru e gelado no meio, sangrando
praise | não tava nem um pouco salgado como o pessoal falou, achei no ponto
delay; courier; warmDrink | o motoboy ficou rodando, chegou 50 min atrasado, foi grosso e a cerveja tava quente
melted | o sorvete chegou em estado líquido
mod:noOrder | a concorrência aqui do lado é muito melhor e mais barata, vão lá
missingItem | faltó la gaseosa y los cubiertos
| comi
taste | a pizza tava crua na massa, grudando no céu da boca
poisoning | meu filho foi o único que comeu o cachorro-quente e passou o dia seguinte todo no banheiro
praise | atrasou uns minutinhos mas a loja avisou pelo chat e mandou um brownie de cortesia, amei o cuidado
pricePortion | aumentaram o preço de novo e a marmita tá cada vez mais vazia
other=loja aberta cancela pedido | a loja aparece aberta no app mas cancela todo pedido que eu faço
mod:offensive; general | lixo de lugar, vão tomar no c*
praise | riquísimo todo, llegó calentito
cold | o lanche chegou gélido
taste | o pão de alho virou carvão
packaging; paidExtra; delay | paguei borda de cheddar e veio sem, caixa amassada com a pizza grudada na tampa, e ainda demorou
| o combo família serve quantas pessoas?
foreignBody | tinha uma asinha preta no meio do arroz, e não era de frango
mod:refund | cancelaram meu pedido e até hoje o dinheiro não voltou pro cartão
praise | sem atraso, sem erro, tudo quentinho. assim dá gosto
notDelivered | o app diz que foi entregue, mas aqui em casa não chegou nada
portion | a porção de fritas era mirrada
taste | la carne estaba dura y muy salada
delay | levou uma eternidade
mod:threat; foreignBody | achei um pedaço de plástico na marmita, vou espalhar em todos os grupos do bairro e acabar com vocês
| não achei nem bom nem ruim, dentro do esperado
customisation | molho à parte, foi o que eu escrevi. chegou tudo afogado no molho
praise; price | comida maravilhosa, só acho a taxa de entrega meio salgada
mod:courier; courier | o lacre veio rompido e o entregador ainda tava mastigando quando me entregou
| foi meu colega que pediu, eu só comi
diet; customisation | sou diabético e deixei claro: suco SEM açúcar. chegou adoçado
praise | pedi com medo por causa das avaliações ruins, mas gostei de tudo
taste | o molho tava aguado e sem graça
other=troco | paguei em dinheiro, avisei que precisava de troco pra 100 e não mandaram troco
wrongItem | veio o pedido de outra pessoa, com nome de um tal de Rogério na comanda
mod:offensive; service | a mocinha do caixa é uma anta, me tratou que nem lixo
praise | a esfiha de carne é maravilhosa, massa fininha e bem recheada
mod:offensive; delay | son unos inútiles, una hora y media esperando
taste | gordurento demais, o papel ficou transparente
packaging | o copo do suco veio com a tampa mal encaixada e metade ficou na sacola
| ainda não comi, depois eu avalio
spoiled | o leite do milkshake tava talhado
missingItem | cadê os sachês de ketchup?
praise | da última vez veio sem talher, dessa vez veio tudo certinho, obrigado
general | decepcionante
pricePortion | muy caro para lo poco que viene
poisoning | dor de barriga desde ontem, a única coisa diferente que comi foi o strogonoff de vocês
raw | o peixe frito tava transparente por dentro
praise | o entregador disse "bom apetite" e foi embora, simpático demais
mod:noOrder | um amigo falou que achou uma barata no lanche daqui, nunca pedi e nem vou pedir
praise; delay | o hambúrguer é divino, só a entrega que foi devagar quase parando
taste; portion | pouca carne e a que veio tava esturricada
price | cobraram 3 reais de taxa de embalagem que não aparecia no cardápio
praise | achei que ia vir pouco pelo preço, mas veio comida pra dois dias
wrongItem | my order came with someone else's name on it, totally different food
delay; unanswered | já passou 1h do horário e ninguém responde o chat da loja
mod:hate; taste | comida de paraíba, os nordestino da cozinha não sabem temperar
| se o pedido atrasar vocês avisam pelo chat? é pra uma festa
cold; praise | o sabor é ótimo, pena que chegou morno
packaging | a caixa da pizza chegou amassada de um lado e a cobertura toda escorregou
praise | eu não ia dar 5 estrelas pra ninguém, mas vocês merecem
mod:app; app | o app cobrou duas vezes no cartão, a comida tava ok
foreignBody | veio um band-aid no meio da salada, sem comentários
service | perguntei se dava pra trocar o acompanhamento e a moça respondeu com um "lê o cardápio" bem seco
| pedido para minha sogra, ela que vai dizer
delay | o motoboy se perdeu? porque demorou uma vida
taste | tudo muito doce, até o feijão parecia que tinha açúcar
missingItem; paidExtra | não veio a batata do combo e o adicional de queijo também não
praise | melhorou muito depois da troca de dono, a coxinha tá sequinha agora
notDelivered; unanswered | esperei 2 horas, o pedido nunca chegou e a loja não atendeu o telefone
taste | salgado não, salgadíssimo
praise | quentinha, bem temperada e com farofa de sobra
| primeiro pedido, ainda tô avaliando
mod:offensive; general | que merda de restaurante
allergy | tenho alergia a camarão, o risoto era de frango, mas achei camarão misturado no meio
`,
);

/** Set AF: insults, slurs and threats in many spellings, and swearing that is no attack. */
export const BY_OTHERS_AF = parseReviews(
  "othersAF",
  `
mod:offensive; delay | 1h50 esperando um x-tudo, bando de incompetente filho da puta, enfia esse lanche no cu
mod:offensive; wrongItem | pedi calabresa e veio marguerita, o pizzaiolo é cego ou só burro mesmo?
mod:offensive; cold | VTNC, hambúrguer gelado pela terceira vez
mod:offensive; service | pqp que dono arrogante, vai tomar no c* você e essa sua lanchonete de quinta
mod:offensive; courier; mod:courier | o entregador jogou o saco no chão e saiu rindo, seu merda, tomara que perca o emprego
mod:offensive; customisation | escrevi SEM CEBOLA em maiúsculo e veio cheio de cebola. a cozinheira de vocês é uma jumenta
mod:offensive | fdp
mod:offensive | lixo de gente, vcs são uns porcos imundos
mod:offensive; unanswered | liguei 6 vezes e ninguém atende, bando de preguiçoso do c@ralho
mod:offensive; portion | porção de batata ridícula, dono pão duro filho da p*ta
mod:offensive; packaging | o açaí veio todo derramado na sacola, quem fechou o copo é um porra-louca
mod:offensive; foreignBody | cabelo no meio do arroz, cozinheiro porco nojento do caralho
mod:offensive; delay | p0rra, 2 horas e nada, vão se f0der
mod:offensive; notDelivered | o pedido nunca chegou. vsf vocês e essa loja de merda
mod:offensive; general | PIOR LUGAR DO MUNDO, DONO CORNO, FUNCIONÁRIO BOSTA
mod:offensive; spoiled | maionese azeda, vocês querem matar o cliente seus imbecis?
mod:offensive; delay; cold | hijos de puta, una hora y media para unas empanadas y encima llegaron frías
mod:offensive; service | la cajera es una pendeja, me gritó por pedir cambio
mod:offensive; wrongItem | ordered a large and got a small, you f*cking idiots can't read
mod:offensive; courier; mod:courier | the delivery guy was a total asshole, refused to walk ten steps to my door
mod:offensive; allergy | avisei no pedido que sou alérgica a camarão e veio camarão no risoto. cozinheiro imbecil
mod:offensive; taste | pizza salgada pra c*, quem fez essa merda é uma besta quadrada
mod:offensive; service | o atendente do whats me chamou de chato. chato é a puta que te pariu
mod:offensive; paidExtra | paguei bacon extra e não veio nem uma tira, seus caloteiros de merda
mod:offensive | k7 fdp pqp vtnc
mod:offensive; cold; courier | motoboy lerdo do caralho, parou sei lá onde e a pizza chegou fria
mod:offensive; service | dona da loja, você é uma nojenta, responde cliente com deboche e ainda acha que tá certa
mod:offensive; melted; courier | sorvete virou sopa porque o c*zão do entregador ficou rodando o bairro
mod:offensive; poisoning | passei a noite vomitando, vocês são uns porcos, cozinha de chiqueiro
mod:offensive; customisation | pedi bem passado, veio sangrando. vai aprender a trabalhar, seu jegue
mod:offensive; service; unanswered | mandei mensagem pro restaurante e fui ignorada, atendente puta que nem responde
mod:offensive; mod:noOrder | nunca comprei aí mas todo mundo diz que o dono é um ladrão safado
mod:offensive; wrongItem; service | veio pedido de outra pessoa e o atendente ainda riu da minha cara, palhaço
mod:offensive; delay | caraio véi, 1h e 40, tomar no cu vcs da cozinha
mod:hate; delay; courier | demorou tudo isso porque contrataram esse baiano preguiçoso de entregador
mod:hate; service | atendente viado cheio de frescura, não resolveu nada do meu problema
mod:hate; wrongItem | só podia ser paraíba na cozinha, errou tudo de novo
mod:hate; courier; mod:courier | entregador macaco, jogou a sacola por cima do portão
mod:hate; service | a caixa é uma sapatão grossa, nem olhou na minha cara
mod:hate; customisation | pedi sem pimenta, esse venezuelano na chapa não entende português? volta pro teu país
mod:hate; taste | cozinheiro nordestino burro, comida sem sal nenhum
mod:hate; delay; courier | o entregador é aleijado? 2 horas pra andar três quadras
mod:hate; service | atendente retardada não entendeu o endereço nem depois de eu soletrar
mod:hate; delay; courier | el repartidor es un indio de mierda, llegó una hora tarde
mod:hate; service | the cashier is a f*ggot, rolled his eyes when I asked for extra ketchup
mod:hate; wrongItem | a dona é uma judia mão de vaca, mandou a broto no lugar da grande
mod:hate; courier; mod:courier | motoboy pretinho fedido abriu minha sacola e comeu batata
mod:threat; delay | sei onde vocês moram. se atrasar de novo vou aí quebrar essa loja inteira
mod:threat; service | vou expor o nome e a foto da atendente Juliana em todos os grupos do bairro, ela vai ver
mod:threat; wrongItem | vou acabar com vocês, erraram meu pedido pela última vez
mod:threat; courier; mod:courier | o motoboy que me xingou, já anotei a placa da moto dele, quero ver passar aqui de novo
mod:threat; mod:offensive; foreignBody | achei barata no arroz. amanhã vou aí enfiar essa barata na goela do dono, seu porco
mod:threat; general | espera só eu sair do trampo, vou aí dar um pau no gerente
mod:threat; delay | sé dónde queda el local, la próxima vez que tarden tanto les rompo la cara
mod:threat; notDelivered | never got my food. I know where the owner lives, he'd better watch his back
mod:threat; poisoning | meu filho passou mal a noite toda, se acontecer alguma coisa com ele eu mato quem fez essa comida
mod:threat; service | já printei o perfil do dono, endereço e tudo, vou jogar na internet pra todo mundo saber onde ele mora
mod:threat | vocês vão pagar caro, tô indo aí com meus primos
mod:threat; missingItem | faltou a batata de novo. vou descobrir quem monta os pedidos e ele vai se arrepender de ter nascido
mod:threat; cold | pizza fria. cuidado quando for fechar a loja hoje à noite hein
mod:threat; mod:offensive; service | atendente filha da puta, sei que você sai às 23h, te espero na esquina
praise; taste | puta merda, que pizza boa
praise | bom pra caramba, virei cliente
delay | que porra de fome eu tava, e o lanche ainda levou 1h10 pra chegar
praise | pqp que hambúrguer, o melhor da cidade sem exagero
praise; taste | caralho, essa coxinha é surreal, massa fininha e muito recheio
cold | porra, a pizza chegou gelada de novo, assim fica difícil
praise | f*da demais esse açaí, veio lotado de complemento
pricePortion | puta que pariu, 4 nuggets por 25 reais
praise | that burger was fucking amazing, no joke
praise | joder, qué rica la milanesa, vuelvo a pedir seguro
praise | me caguei de rir com o bilhetinho que mandaram junto, e a comida tava top
taste; praise | a massa tava uma merda de tão mole, mas o recheio salvou
praise | essa porra de esfiha é viciante, pedi três vezes essa semana
praise | cacete, que brownie é esse
praise | gente, que pizza do caralho. respeito
| que bosta, esqueci de pedir o molho extra, culpa minha kkk
missingItem | porra, veio sem o sachê de ketchup
taste | essa pizza é uma bomba, massa crua e pesada no estômago
taste | lixo de pizza, borda queimada e quase sem molho
taste | hambúrguer nojento, pingando gordura
general | comida horrível, nunca mais
taste | o strogonoff tava intragável, um lixo completo
portion | pastel de vento, só massa e um fiapo de queijo
spoiled | o frango tava podre, cheiro de coisa estragada
praise | essa pizza é uma bomba de sabor, recomendo a de costela
taste | que desgraça de tempero, salgado demais
delay; unanswered | o pedido atrasou uma hora e ninguém respondeu no chat. espero melhorias
wrongItem; service | veio o sabor errado; a atendente pediu desculpas mas não ofereceu reposição. decepcionante
customisation | pedi a carne mal passada e veio bem passada. gostaria que prestassem atenção nas observações
paidExtra | paguei pela borda de catupiry e veio sem. quero o valor do adicional de volta
allergy; poisoning | avisei da intolerância à lactose e o molho veio com creme de leite. passei mal a tarde inteira
foreignBody | encontrei um pedaço de plástico no meio do arroz. inadmissível
packaging | o caldo vazou todo na sacola, a tampa nem estava encaixada
price | taxa de entrega de 14 reais pra 2 km é abusivo
pricePortion | o combo subiu de 32 pra 39 e a batata diminuiu
foreignBody | achei um prego no hambúrguer. vou no Procon e vou processar vocês
notDelivered | o pedido não chegou e foi cobrado. já registrei no Procon e no Reclame Aqui
poisoning | tive intoxicação alimentar, tenho laudo médico e meu advogado vai entrar em contato com a loja
raw | frango cru no meio da marmita, vou denunciar na vigilância sanitária
mod:refund; app | vou processar o aplicativo, o estorno não caiu até hoje
spoiled | maionese vencida desde o mês passado. vou acionar o juizado de pequenas causas
taste | voy a denunciarlos a defensa del consumidor, la carne estaba dura como suela
wrongItem | wrong order for the second time, I'll be filing a complaint with consumer protection
praise | vou matar essa pizza inteira sozinho hoje kkkk
praise | quero casar com quem fez esse pudim
delay | o motoboy veio de jumento? kkkk 1h20 pra chegar
praise | me processem mas pedi de novo no mesmo dia kkkk
praise | essa esfiha devia ser proibida, vou chamar a polícia de tão viciante kkk
praise | sequestrem esse cozinheiro antes que a concorrência leve, é um gênio
portion | a porção de batata era tão pequena que achei que fosse amostra grátis kkk
cold | pizza chegou mais gelada que o coração da minha ex
praise | o dono é um monstro... na cozinha. melhor burger da região
praise | esse hambúrguer é criminoso, devia dar cadeia
praise | sei onde vocês ficam e vou voltar toda semana kkk
praise | vou acabar com o estoque de coxinha de vocês, aguardem
praise | o pizzaiolo é um filho da mãe de talentoso
praise | pizzaiolo desgraçado de bom, como pode
praise; taste | what the hell did you put in this sauce? insanely good
courier; mod:courier | o entregador me chamou de gorda na portaria, muito desrespeitoso
service | a atendente me xingou de burro no telefone, exijo uma retratação
courier; mod:courier | o motoboy falou palavrão comigo porque eu demorei dois minutos pra descer
praise | o cozinheiro é baiano e a moqueca é perfeita, tempero de quem sabe
praise; service | fui atendida por um rapaz venezuelano super educado, parabéns pela equipe
praise | black owned spot and the food slaps, will order again
praise; service | o nome do atendente é Marcos e ele foi ótimo, resolveu tudo em 5 minutos
praise | vou postar a foto desse hambúrguer no insta de tão lindo
foreignBody | vou postar a foto do cabelo que veio no lanche pra todo mundo ver
delay | demorou 1h30
delay; cold | chegou com 40 minutos de atraso e a lasanha já estava morna
notDelivered; app | o app marcou entregue mas não chegou nada aqui
melted | o milkshake chegou derretido, virou leite
raw | a carne do espetinho estava crua por dentro
diet | sou vegetariana, pedi o lanche de grão-de-bico e veio com bacon
app; mod:app | o cupom de desconto não funcionou na hora de pagar
courier; mod:courier | o entregador não quis subir e me fez esperar na chuva
unanswered | tentei ligar na loja três vezes, ninguém atendeu
praise | entrega rápida, lanche quentinho e bem embalado
other=sem troco | o entregador não tinha troco pra 50
other=nota fiscal | pedi nota fiscal e não veio
| ok
| primeira vez que peço, depois conto
portion; praise | gostoso mas a porção diminuiu bastante
packaging; praise | a caixa veio amassada mas a pizza tava ótima
missingItem | não mandaram os talheres
customisation | pedi o molho à parte e veio tudo misturado
mod:offensive; delay; unanswered | já são 22h, pedi às 20h e ninguém atende o telefone. cambada de filho da puta
service | o dono respondeu minha avaliação de forma bem grosseira, não gostei
praise | hamburguer f0da, batata crocante, 10/10
delay | pqp, 1 hora pra um pastel
`,
);

/** Set AG: the marketplace's courier, app and refund, rumours and rivals, and what only looks like them. */
export const BY_OTHERS_AG = parseReviews(
  "othersAG",
  `
praise | entregador do ifood super educado, subiu ate o apartamento e avisou pra tomar cuidado q tava quente. lanche maravilhoso
mod:noOrder | estrela 1 so pra equilibrar essas 5 estrelas fake ai. nunca comi mas nao engulo
mod:courier; courier | entregador do ifood se recusou a subir, falou q n era obrigado e ficou buzinando la embaixo as 23h. pessimo
foreignBody; service | achei plastico no meio do hamburguer e a loja disse q eu tava inventando pra ganhar desconto. eu paguei, tenho nota
allergy | avisei no pedido e no whatsapp de vcs q sou alergica a amendoim e veio farofa de amendoim no prato
mod:courier; courier; delay | entregador do iFood aceitou a corrida e ficou parado 35 min num posto, segundo o rastreio. o pedido tinha saido da loja na hora
mod:courier; courier | o entregador do app deixou o pedido na portaria errada e mandou msg "se vira ai". comida certinha, mas q falta de respeito
mod:noOrder | todo mundo no trampo fala q esse lugar é superestimado. nem vou gastar meu dinheiro pra confirmar
mod:app; app | rastreio do app mostrava o motoboy em outra cidade kkkkk chegou normal, mas q app bugado
foreignBody | pedi sim, ta no meu historico do ifood, e veio um cabelo enorme no meio do arroz. nao é fake
mod:app; app | assistente virtual do app me ofereceu cupom de 5 conto como "compensação" por um problema q ele mesmo nao entendeu. falar com humano = impossivel
mod:refund | cancelei dentro dos 2 minutos e mesmo assim o app nao estornou, diz q a loja ja tinha aceitado
mod:noOrder | essas avaliações positivas sao todas falsas, conheço o dono e ele paga os amigos pra comentar
mod:noOrder | ouvi falar q o dono é grosso com os funcionarios, por isso nao peço. 1 estrela
mod:courier; courier | o motoboy do iFood pediu meu código de entrega por mensagem antes de chegar, cheirou a golpe. ainda bem q nao passei
delay; praise | o app avisou do atraso e a loja mandou msg pedindo desculpa. atrasou uns 30 min mas o lanche tava uma delicia
mod:refund | o ifood me devolveu em crédito no app e nao no cartao. eu quero meu dinheiro, nao credito
mod:refund; missingItem | faltou a sobremesa e o reembolso do iFood veio so metade do valor dela. como assim metade??
mod:courier; courier | el repartidor de PedidosYa abrió la bolsa delante mío para "ver si estaba todo" y se tomó un trago de mi gaseosa. inaceptable
mod:noOrder | nunca pedi mas minha vizinha falou q achou barata no lanche daqui. to avisando geral
courier | o motoboy da propria pizzaria foi mal educado, jogou a caixa na minha mão e virou as costas. a pizza em si ok
mod:noOrder | vcs compraram essas avaliações né? impossivel tanta nota 5 com essa cara de comida
mod:app; app | o chat do ifood me respondeu "entendemos sua frustração" 4 vezes e encerrou o atendimento. q piada
praise | o motoboy do iFood foi um anjo, me ajudou a subir com as sacolas do mercado tb kkkk. e a comida top
mod:noOrder | essa hamburgueria tem avaliação comprada, metade dessas 5 estrelas é dos proprios funcionarios. fiquem espertos
spoiled | pra quem ta falando q é avaliação falsa: eu pedi ontem e o camarão veio com cheiro de podre
mod:app; app | tentei falar com o suporte do ifood e so tem um robô q repete as mesmas 3 opções. nenhuma serve pra nada
mod:noOrder | meu restaurante fica a 2 quadras e la a gente usa carne de verdade, diferente daqui. vem conhecer
mod:noOrder | sou dono de restaurante na mesma rua e sei de onde eles compram os insumos. qualidade duvidosa pra dizer o minimo
missingItem | pedi, paguei e recebi, so q sem os talheres e sem o sache de ketchup. ta no pedido, podem conferir
mod:app; app | o ifood cancelou meu pedido automatico pq "entregador não encontrado". culpa do app, a loja tinha ate separado
mod:app; app | o app cancelou meu pedido sozinho dizendo "problema no pagamento" e o dinheiro ja tinha saido da conta
mod:noOrder; mod:offensive | nunca pedi nessa merda e nem vou, o dono é um picareta conhecido no bairro
mod:courier; courier; praise | lanche perfeito como sempre, nota mil pra cozinha. ja o motoboy do app chegou fumando e jogou a sacola na minha mão sem nem olhar pra minha cara
mod:refund; missingItem | faltou o refri 2L e o ifood negou o reembolso dizendo q "a loja confirmou o envio". ridiculo
missingItem; praise | faltou a coca mas a loja me devolveu o valor no pix na hora, atendimento nota 10
praise | el repartidor de Rappi súper amable y la hamburguesa llegó perfecta. vuelvo a pedir seguro
praise | I had heard mixed reviews but decided to try it. Best ramen I've had in months, arrived hot.
mod:refund; notDelivered | pedido nunca chegou e o estorno do ifood ta "em análise" faz 12 dias
poisoning | comprei sim, paguei no cartao, tenho o comprovante. passei a noite vomitando depois da maionese
mod:courier; courier | motoqueiro do rappi me xingou pq eu demorei 2 min pra descer. nunca fui tratado assim na vida
mod:app; app | o app ficou pedindo pra confirmar o cartão com codigo por sms q nunca chegava. perdi meia hora nisso
mod:app; app | o ifood cobrou duas vezes no meu cartao o mesmo pedido. a loja entregou certinho mas o app me levou 2x
portion | pedi pelo app msm, nao foi o app o problema: a porção de batata veio com meia duzia de palito
delay; praise | a loja estornou meu pedido inteiro qnd o lanche atrasou, nem precisei pedir. raro ver isso
mod:noOrder | essa loja é a mesma q fechou pela vigilancia sanitaria ano passado, so mudou o nome. nunca pedi e nao recomendo ninguem pedir
mod:courier; courier; packaging | o entregador do ifood me passou o pedido pela grade e jogou o copo de açai por cima. caiu no chao e derramou tudo
unanswered; missingItem | faltou o guaraná e chamei no whats de vcs, visualizaram e nao responderam ate agora
mod:noOrder | o pessoal do grupo do condominio disse q deu intoxicação em 3 pessoas. alguem confirma?
mod:noOrder | trabalhei ai 4 meses e vi o gerente mandar reaproveitar frango do dia anterior. quem pede ta comendo resto
praise | a loja devolveu a diferença qnd viu q tinha cobrado a mais no pedido por telefone. honestidade é tudo
mod:app; app | la app de Rappi me cobró dos veces y el soporte es un bot que no entiende nada. el local no tiene la culpa
mod:noOrder | dizem q essa cozinha é um nojo, nem arrisco
mod:courier; courier; missingItem | motoboy do ifood pediu o codigo, me deu a sacola e disse q o refri tava "no fundo da bag" e ja voltava. nunca voltou
mod:app; app | aplicativo mostrou o valor com desconto no carrinho e cobrou o cheio no cartão. diferença de 15 reais
delay; service | fiz o pedido pelo whatsapp da loja, a atendente prometeu 40 min e chegou em 1h40. e ainda disse q "tava no horario"
mod:noOrder | sai da cozinha deles semana passada, pediram pra eu "dar uma ajeitada" nas datas de validade. cuidado com o q vcs comem
mod:app; app | cobrança em dobro de novo, iFood!!! 2 pix de 58,90 pro mesmo pedido
mod:app; app | o rastreamento "em tempo real" é tempo nenhum, ficou congelado na loja ate o cara tocar a campainha
mod:courier; courier; delay | o entregador do app pegou meu pedido e ficou rodando o bairro com mais 3 entregas, vi tudo no mapa. chegou quase 1h depois de sair da loja
mod:app; app | fiz o pedido com cupom de frete gratis e o app cobrou o frete igual. a loja n tem nada a ver, mas q raiva
wrongItem; app | la app se trabó un rato pero lo peor fue que pedí empanadas de carne y llegaron de pollo
mod:courier; courier | o entregador parceiro do iFood abriu a sacola, o lacre veio rasgado e tinha marca de dedo no isopor. nao é culpa da loja mas alguem tem q saber disso
mod:noOrder | meu primo fez entrega pra eles um tempo e disse q os lanches ficam horas na estufa antes de sair
mod:refund; cold | comida chegou gelada, pedi reembolso parcial e o app me ofereceu 3 reais de cupom. TRÊS reais
mod:courier; courier | entregador da 99food largou meu lanche no vizinho, tive q ir buscar, e qnd reclamei ele disse q o problema era meu
mod:noOrder | me contaram q o sushi deles é feito com peixe de fim de feira. sei la, so repassando
mod:courier; courier | o rapaz da entrega do ifood foi extremamente grosseiro com minha mae idosa, falou alto e bateu o portão
missingItem; praise | esqueceram o molho mas mandaram pelo motoboy deles 15 min depois, sem eu precisar insistir. show
mod:refund; foreignBody | achei um cabelo na marmita, mandei foto, e o ifood disse q reembolso "não se aplica a esse caso"
praise | minha amiga disse q a esfiha daqui era sem graça. pedi 20 e acabou em 10 minutos aqui em casa kkk
raw | sou cliente antigo, peço toda semana, e dessa vez a coxa de frango veio rosada por dentro
mod:app; app | o cupom PRIMEIRACOMPRA diz q vale pra essa loja e na hora aparece "cupom indisponível". propaganda enganosa do app
courier; delay; cold | o motoboy da loja parou pra conversar na esquina, vi da janela. 20 min parado enquanto meu lanche esfriava
mod:app; app | meu pedido sumiu do app depois de pago, nao aparece no historico nem em andamento. so chegou pq liguei direto pra loja
mod:noOrder; mod:threat | dizem q vcs enganam cliente no peso da marmita. vou denunciar no procon e espalhar no grupo do bairro, aguardem
mod:refund; notDelivered | Order never showed up and Uber Eats refused a refund because the driver "marked it delivered". Unbelievable.
mod:noOrder | vi no tiktok q esse restaurante frita tudo em oleo velho preto. nunca comprei e nunca vou
courier | o entregador proprio da hamburgueria chegou sem mascara e espirrou em cima da sacola. nojento
mod:courier; courier | o saquinho da batata veio aberto e o motoboy do ifood tava mastigando qnd me entregou. serio isso??
 | ouvi falar bem daqui, primeiro pedido, depois volto pra contar
unanswered | liguei 4 vezes no numero da pizzaria pra saber do pedido e so dava caixa postal
service | o dono respondeu minha reclamação no whatsapp me chamando de mentiroso. sou cliente, comprei terça, podem olhar
diet; wrongItem | sou vegetariana, pedi o burger de grão de bico e veio de carne. e quem fala q é fake review: eu pedi, tenho o recibo
mod:app; app | cancelaram pelo app dizendo "loja fechada" sendo q a loja tava aberta e me atendeu por telefone depois. bug do ifood
mod:refund; wrongItem | veio a pizza de outra pessoa, mandei foto e o app disse q nao tenho direito a reembolso pq "o pedido foi entregue"
praise | falaram q era ruim, pedi pra tirar a prova e amei. a coxinha é sequinha e bem recheada
mod:refund; spoiled | o iogurte do combo veio azedo, abri chargeback no cartao e o ifood contestou. agora to no prejuizo
mod:app; app | o mapa do app mostrou "entregue" 20 min antes do motoboy chegar aqui. quase abri reclamação à toa
general | fiz o pedido e chegou, mas a experiencia foi horrivel do inicio ao fim. nunca mais
mod:refund; paidExtra | paguei o bacon extra e nao veio, o app so devolveu o frete. o adicional ficou de fora
taste | ja pedi umas 5 vezes, nao é boato: o frango ta sempre seco e sem tempero
mod:refund | abri contestação no banco pq o app nao respondia, agora o ifood bloqueou minha conta. absurdo
mod:courier; courier | entregador do Rappi chegou e ficou me cantando, pediu meu insta e tudo. totalmente inapropriado, e nem era da loja
mod:noOrder | nem provei e nem vou provar, so pelas fotos da pra ver q a carne é congelada de mercado
mod:courier; courier | o cara da entrega (era do app, nao da loja) entrou no condominio sem se identificar e bateu boca com o porteiro. q vergonha
mod:refund; notDelivered | pedido nao chegou e o reembolso do ifood veio descontando a taxa de serviço, nem o valor todo devolveram
mod:courier; courier; packaging | o entregador do ifood veio com a bag aberta debaixo de chuva e a caixa da pizza chegou toda mole, encharcada. a loja mandou certinho, foi ele
mod:noOrder | nao pedi, mas passei na frente e tinha um rato na calçada da loja. imagina la dentro
mod:refund; packaging | o milk shake chegou todo derramado dentro da sacola, pedi reembolso e recusaram pq "embalagem lacrada". lacrada e vazando né
praise; melted | o entregador do iFood foi rapidão, zero reclamação dele. o sorvete q ja saiu derretido da loja
mod:app; app | o cupom de aniversario do ifood expirou no meio da compra kkkkk mt engraçado, so q nao
cold; taste; app | app cobrou o frete mesmo com cupom, mas beleza. o ruim foi o yakisoba chegar frio e todo grudado
mod:noOrder | a pizzaria aqui do lado faz mt melhor e mais barato, nao percam tempo com essa
taste; app | cupom nao funcionou, paguei cheio, ok. mas o pior foi o strogonoff salgado q nem deu pra comer
delay; cold | o tracking do app mostrava tudo certinho, mas na real a pizza ficou 1h parada na loja e chegou fria
mod:courier; courier | Uber Eats driver was super rude, refused to walk to the door and told me to come out to the street in the rain. Food itself was fine.
pricePortion | o preço subiu e a marmita diminuiu, tenho os prints dos meus pedidos antigos pra comparar
mod:noOrder | nunca pedí acá pero dicen que la cocina es un asco. no se arriesguen
raw; app | o app travou na hora de pagar, mas isso é o de menos. o problema é q o hamburguer veio cru por dentro, sangrando
wrongItem | vi um comentario dizendo q eles trocam pedido e achei q era exagero. pois é, veio o lanche de outra pessoa
mod:app; app | pedido cancelado pelo rappi 5 min depois de confirmado, sem motivo nenhum. a loja disse q nem recebeu o cancelamento
price; praise | dizem q é caro. é caro msm, mas vale cada centavo desse sushi
customisation; praise | pedi sem cebola e veio com cebola, mas o dono me ligou, pediu desculpa e devolveu o dinheiro no pix. gostei da postura
mod:refund | estorno do pedido cancelado ta pendente ha 3 semanas, o suporte so diz "aguarde". quero meu dinheiro de volta
cold; taste | Ordered through the app, no issues there. The fries came cold and limp though.
mod:app; app | DoorDash tracking said the order was 2 min away for half an hour. Turned out fine but the app is useless
mod:app; app | app travou no checkout 3 vezes e qnd finalmente foi, tinha duplicado o pedido. tive q ligar pro banco
praise | meu vizinho falou mal, eu resolvi pedir. vizinho ta errado, a lasanha é divina
wrongItem; praise | veio sabor errado, mas liguei e a loja trocou rapidinho com o entregador deles, sem custo nenhum. respeito
mod:refund; raw | frango cru no meio, mandei foto no chat do ifood e negaram o reembolso. segunda vez q o app faz isso cmg
mod:courier; courier; notDelivered | o motoboy do ifood marcou como entregue e nunca apareceu aqui. a loja me mostrou q entregou pra ele no horario certinho
mod:courier; courier | motoboy do app de entrega estacionou na frente da garagem e o vizinho veio brigar comigo, ele nem ai. a loja n tem nada a ver
mod:courier; courier | entregador do iFood pediu gorjeta em dinheiro na porta e fez cara feia qnd eu disse q nao tinha. constrangedor demais
mod:app; app | pix expirou em 3 minutos e o app cobrou mesmo assim, depois gerou outro. resultado: paguei duas vezes
mod:refund; delay | chegou 2h depois, pedi reembolso da taxa de entrega e o app disse q atraso nao da direito a nada
mod:refund | o chargeback foi aprovado pelo meu banco e o ifood cobrou de novo na fatura seguinte. to ficando louco
praise; packaging | o entregador do ifood foi super educado, entao sei q nao foi ele: a tampa do caldo veio mal fechada da loja e vazou tudo
mod:refund | pedi reembolso pelo app, aprovaram e o dinheiro nunca caiu. ja mandei 5 prints pro suporte
mod:app; app | cupom de 20 reais nao aplicou no final, o app sumiu com o desconto bem na hora de pagar
mod:courier; courier | o motoca do app tava visivelmente alterado, cheiro forte de cachaça. fiquei com medo e ja reportei pro ifood
service | liguei no telefone da loja pra corrigir o endereço e a moça foi super grossa comigo
mod:courier; courier | ifood mandou um entregador de bike pra 8km de distancia, coitado ate, mas ele chegou estressado e descontou em mim
mod:refund; notDelivered | el pedido nunca llegó y Rappi me dice que el reembolso tarda 30 días. una vergüenza
mod:courier; courier | esse entregador do ifood buzinou, gritou meu nome no meio da rua e ainda me chamou de folgada qnd desci
delay; courier | o entregador de vcs (motoboy da casa, nao do app) se perdeu e chegou 50 min atrasado
cold | o app mostrou q chegou na hora certa, mas a marmita veio fria. nao é culpa do app, é da comida
mod:courier; courier | a comida da loja é a de sempre, sem problema. o problema foi o entregador do app q cuspiu no chão na minha frente e saiu rindo
mod:courier; courier | entregador do uber eats ligou 6 vezes seguidas em 2 minutos e qnd atendi gritou comigo. surreal
mod:app; app | o app me deslogou no meio do pedido e perdi o cupom do clube. sem cupom, sem pedido, sem paciencia
praise | entregadora mt simpatica e o açai chegou geladinho, sem derramar nada. nota 10 pra todo mundo
mod:courier; courier | entregadora do ifood falou no celular o caminho todo e me entregou o pedido sem nem parar a ligação, ainda jogou o troco no chao
mod:noOrder | Never ordered here but a friend told me they got food poisoning. Avoid.
mod:courier; courier; cold | entregador do app parou pra pegar outro pedido antes do meu e meu caldo chegou frio. a loja n tem culpa, foi o parceiro do ifood
praise | o motoboy do app esperou eu descer com toda paciencia, mesmo eu demorando, e o xis tava quentinho. parabens
mod:courier; courier | o entregador do app pediu pra eu descer 4 andares pq "o app nao paga pra subir". moro em predio sem elevador e to de muleta
mod:courier; courier | el repartidor de Rappi me dejó el pedido tirado en la vereda y se fue sin avisar. la comida bien, el repartidor un desastre
unanswered | mandei msg no whatsapp da loja 3x pra saber do pedido e ninguem respondeu
mod:app; app | The app charged my card twice and the support chat is just a bot that keeps closing the conversation. Restaurant did nothing wrong.
mod:noOrder | ex-funcionario aqui: nao pagam hora extra e a higiene é zero. boicote
`,
);

/** Set AH: food safety and diets said plainly and roundabout, and what only looks like safety. */
export const BY_OTHERS_AH = parseReviews(
  "othersAH",
  `
raw | frango veio cru por dentro, cortei e tava rosa escorrendo sangue, nem comi
raw; customisation | pedi o burguer BEM PASSADO e veio sangrando no meio, carne moida assim é perigoso demais
raw; poisoning | comi o espetinho de frango q tava meio cru e passei a madrugada inteira no banheiro
raw | o salmão grelhado veio cru no centro, gente eu pedi grelhado nao sashimi
raw; taste | a bisteca de porco chegou dura por fora e rosada por dentro, cru perto do osso
foreignBody | achei um fio de cabelo enorme no meio do arroz, perdi a fome na hora
foreignBody; unanswered | tinha uma barata pequena dentro da salada, mandei foto no chat da loja e ate agora nada de resposta
foreignBody | pedaço de plastico duro no strogonoff, quase quebrei um dente
foreignBody | veio um grampo de metal dentro do pão do x-salada
foreignBody | mordi uma pedra no feijao, meu dente ta doendo ate agr
foreignBody | iscas de frango "sem osso" com um osso pontudo no meio, minha filha de 5 anos quase engoliu
foreignBody | papel grudado no queijo da pizza, parecia um pedaço de comanda
foreignBody | encontrei um band-aid usado dentro do yakissoba. UM BAND-AID. que nojo
spoiled | a maionese da casa tava com cheiro azedo, joguei tudo fora
spoiled | o frango tinha um cheiro estranho de coisa passada, nao tive coragem
spoiled | o pão do sanduiche tinha mofo verde embaixo, so vi depois da primeira mordida
spoiled | suco de laranja chegou borbulhando, fermentado, com gosto de vinagre
spoiled | o iogurte da sobremesa tava vencido fazia 4 dias, ta escrito na tampa
spoiled; poisoning | camarão com gosto forte de estragado, comi uns dois e vomitei a noite toda
poisoning | comi aqui ontem e hj eu e minha esposa estamos com diarreia e febre, foi a unica coisa q comemos igual
poisoning | faltei no trampo hoje por causa desse marmitex, fiquei ruim a noite inteira
poisoning | fui parar na UPA com intoxicação alimentar depois do combinado, o medico falou que foi o peixe
allergy | avisei que tenho alergia a amendoim e o molho do frango tinha amendoim, tive que tomar antialergico correndo
allergy; customisation | coloquei na observação SEM CAMARÃO pq sou alergico e o risoto veio cheio de camarao
allergy | intolerante à lactose, confiei na descrição 'zero lactose' e claramente tinha creme de leite
allergy; wrongItem | celíaca aqui. a massa "sem glúten" era a massa normal, conheço pela textura e pelo cheiro
allergy | meu filho tem alergia a ovo, perguntei no chat se o nhoque levava ovo, disseram q não, e levava
raw | the chicken wings were pink near the bone, totally undercooked. not ok
raw | el pollo estaba crudo por dentro, rosado y con sangre, no se puede comer así
raw; delay | demorou quase 2h e ainda por cima o frango veio cru, como assim gente
raw | a linguiça toscana tava crua no meio, mole e rosa, meu marido comeu metade antes de perceber
raw | tilápia empanada crua por dentro, a carne tava transparente
raw; poisoning | o frango xadrez tinha uns pedaços crus, de madrugada foi vomito e dor de barriga
raw | o frango tava tão "suculento" que ainda tinha sangue perto do osso 🙄
raw | a carne de porco do yakisoba tinha aquela cor de quem nem encostou na chapa
foreignBody | veio uma mosca morta grudada na tampa da marmita, do lado de dentro
foreignBody | pedaço de bombril no macarrão. bombril.
foreignBody | uma unha?? no meio do purê. nem sei o que dizer
foreignBody | lasca de vidro no fundo do copo do milk shake, podia ter cortado minha boca
foreignBody | tinha bichinho na farofa, tipo larvinha mexendo
foreignBody | espinha grossa no file de peixe que no cardapio diz sem espinha, engasguei
foreignBody | found a long hair baked into the bun. gross
mod:offensive; foreignBody | cabelo no meu prato de novo, cozinheiro porco do caralho usa uma touca
foreignBody | meu pastel veio com um ingrediente surpresa: um fiapo de plastico do saquinho 🤢
foreignBody | encontré un pelo en la empanada de carne
foreignBody | pedaço de osso no hamburguer artesanal, mordi com vontade e doeu
praise; foreignBody | comida mt gostosa como sempre mas dessa vez tinha um cabelo no feijao, fica a dica de usar touca
spoiled | o leite do café veio talhado, coalhado mesmo
spoiled | alface murcha preta nas pontas e com cheiro ruim, salada impossivel de comer
spoiled | quando abri o molho de tomate tava espumando, parecia fermentado
spoiled | o sushi tinha cheiro forte de peixe velho, nao era cheiro de mar era de podre
spoiled | torta de frango com gosto azedo, tipo feita faz dias
spoiled | a lata de refri que mandaram tava com a validade vencida desde março
spoiled | carne moida com cor acinzentada e um cheiro esquisito
spoiled | the rice smelled sour, like it had been sitting out for days
spoiled; poisoning | o ovo do lanche tava com cheiro de podre e minha filha que comeu teve diarreia
spoiled | o queijo tinha umas bolinhas azuis que definitivamente nao eram gorgonzola
poisoning | desde q comi o strogonoff ontem to indo e voltando do banheiro, 3 pessoas aqui de casa
poisoning | meu filho vomitou logo depois de comer os nuggets daqui
poisoning | después de comer acá me dio fiebre y vómitos toda la noche
poisoning | a noite foi longa, eu e o vaso sanitário viramos melhores amigos depois dessa parmegiana
poisoning; delay | alem de demorar 1h30, no dia seguinte acordei com dor de barriga e febre, tive q pegar atestado
poisoning | precisei tomar soro na veia, intoxicação alimentar, o unico lugar que comi foi aqui
poisoning; mod:threat | passei mal a noite toda, vou postar foto em tudo q é grupo do bairro pra ninguem mais pedir daqui
allergy | tenho alergia a frutos do mar e tinha lula no arroz que na descrição era só de frango
allergy; customisation | pedi leite vegetal no cappuccino por causa da intolerancia e colocaram leite comum
allergy; customisation | I wrote in the notes that I'm allergic to peanuts and the pad thai came covered in peanuts
allergy | a gente avisou da alergia a castanha e o brownie veio cheio de nozes por cima
allergy; wrongItem; poisoning | celíaco. hamburguer gluten free veio com pão normal. 2 dias com diarreia
diet; wrongItem | pedi coca zero pq sou diabetico e mandaram a normal
diet | vegetariana há 10 anos e me aparece bacon dentro do burguer vegetariano, como pode
diet | pedi o prato vegano e o molho tinha queijo ralado, dava pra ver
diet; customisation; taste | hipertensão aqui, deixei pedido pouco sal e veio salgado demais
diet | não como porco por religião e o mix de "frango" tinha calabresa no meio
diet; wrongItem | não como glúten (não é alergia, é escolha minha) e o wrap sem gluten veio com tortilha de trigo
diet; customisation | to de dieta low carb, pedi pra trocar o arroz por salada e ignoraram
diet; customisation | o suco era pra ser sem açucar, diabetes tipo 2 aqui, veio docinho
diet | soy vegetariano y la pizza vegetariana tenía jamón
diet | tô na quaresma sem carne e a lasanha de legumes veio com carne moída
diet | tava escrito vegano no cardapio e o pão tinha leite e manteiga
diet; taste | minha pressão subiu só de olhar, o prato "light pouco sódio" era um mar de sal
diet | a sobremesa diet tinha açúcar na lista de ingredientes da própria embalagem
diet | ordered the vegan bowl and it came with chicken on top. been vegan for 8 years
diet; wrongItem | minha mae é diabetica, pedi o bolo zero açucar e mandaram o tradicional com cobertura
praise | o steak tartare tava perfeito, cru como deve ser e temperado no ponto
praise | carpaccio fresquinho, fatias finíssimas, amei
praise | combinado impecavel, peixe fresco de verdade
praise | picanha mal passada do jeitinho que eu gosto, vermelhinha por dentro 😍
taste | massa da pizza veio crua no meio, meio borrachuda
taste | pão de queijo cru por dentro, a massa grudando no dente
praise | morri de rir com o bilhetinho que mandaram junto kkkk
praise | quase morri de tanto comer, porção gigante
praise | passei mal de tanto rir com o desenho na caixa, vcs são demais
praise | achei que tinha um cabelo mas era um fio de queijo derretido kkkk, delicioso
praise | alergia grave a camarão aqui em casa, avisei e eles separaram tudo, ainda mandaram msg confirmando
praise | da ultima vez o frango veio cru mas dessa vez veio perfeito, parabens pela melhora
praise | vi umas avaliações falando de barata mas o meu veio limpinho e bem embalado
| ok
taste | bolo meio solado, massa crua embaixo
praise | ceviche com peixe cru bem fresquinho, limão na medida
praise | comida de matar de boa
praise | essa coxinha é um perigo, viciei
praise | comi ate passar mal de tão gostoso kkk
praise | frango defumado tem essa cor rosada mesmo, não é cru gente, tava otimo
customisation; taste | hamburguer veio passado demais, seco, eu tinha pedido ao ponto
praise | intolerante a lactose aqui, a opção sem lactose é maravilhosa e nunca tive problema
praise | celíaca, confio nessa casa de olhos fechados, nunca tive reação
| alguem sabe se o molho tem amendoim? pergunto pq tenho alergia
taste | lasanha com a massa meio crua, dura nas bordas
praise | o cara comentou aqui embaixo que achou mosca, mas peço há 3 anos e nunca vi nada
praise | essa historia de que deu intoxicação é fake, sou cliente fiel e nunca tive nada
praise; price | comida otima mas o preço ta de matar
taste | muito salgado, quase morri de sede kkk
praise | tataki de atum selado por fora e cru por dentro, perfeito
praise | ordered the burger medium rare as I like it and it came out just right
praise | el ceviche estaba buenísimo, pescado fresco
taste | o cheesecake tinha um gostinho azedo, acho que é do cream cheese mesmo, só não curti
taste; praise | pastel com a massa crua nas dobras, mas o recheio é bom
delay | demorou horrores, morri de fome esperando
praise | a galera do trabalho morreu de inveja do meu almoço
cold | pizza chegou gelada, parecia que tinha saido da geladeira
customisation | x-egg com a gema mole, tinha deixado escrito gema dura
praise | poke com salmão cru marinado, uma delicia
| pergunta: a carne do tartare é de qual corte?
wrongItem | queria o uramaki cru, mandaram hot roll empanado
praise | filé mignon bem malpassado, sangrando mesmo, do jeito que eu amo. 10/10
praise | minha filha tem alergia a ovo e o pessoal ligou pra confirmar os ingredientes, atenção nota mil
praise | mataram minha fome de um jeito criminoso de tão bom
praise | tinha um negocio preto no arroz, fiquei com medo, mas era gergelim preto kkk tudo gostoso
praise | pensei q o frango tava cru mas era o colorau deixando avermelhado, bem assadinho
praise | mes passado achei plastico, reclamei e eles resolveram na hora. hoje tudo perfeito
delay; praise | demorou um pouquinho mas a comida compensou
praise | food coma achieved lol, best lasagna around
mod:noOrder | nunca pedi mas meu primo disse que achou barata aqui
praise | carne de sol chega rosadinha por dentro mas é assim mesmo, é curada, muito boa
taste; praise | la masa de la pizza un poco cruda en el centro, pero los ingredientes buenos
praise | ostras fresquissimas, chegaram geladinhas e bem acondicionadas
| fiz avaliação errada antes, o cabelo que eu reclamei era meu mesmo 😅 foi mal
praise | comi o hamburguer vegetariano mesmo sendo carnivoro e adorei
praise | pedi sem pimenta pq meu filho é pequeno e respeitaram certinho
pricePortion | pagar 60 conto num poke com 5 cubinhos de salmão
praise | quase tive um treco quando vi o tamanho do prato kkk, muito bem servido
praise | o bacalhau vem com umas espinhas finas mas é normal, peixe de verdade, tava divino
mod:noOrder | dizem que essa cozinha é cheia de rato, nunca comprei e nem vou
taste | empada com a massa crua e pesada
praise | tava com medo de pedir por causa das reclamações antigas de comida estragada, mas ta tudo otimo agora
praise | vinagrete fresquinho e a picanha ao ponto pra mal do jeito que pedi
| o frango pode vir mal passado? meu filho pequeno vai comer, so pra saber
praise | a mussarela puxa tanto que parecia fio de cabelo na foto kkkk mas é só queijo, maravilha
praise | minha vó é diabetica e o doce sem açúcar daqui é o unico que ela pode e ama
`,
);

/** Set AI: long reviews with three to six points, numbered lists, quoted answers. */
export const BY_OTHERS_AI = parseReviews(
  "othersAI",
  `
delay; cold; missingItem; courier | 1) pedi 19:40 e chegou 21:15 2) a batata veio gelada 3) faltou o guaraná 4) o motoboy ainda reclamou pq eu demorei 2 minutos pra descer
praise; wrongItem; customisation; taste | a comida em si tava boa, o feijão de vocês é muito bem temperado, mas pedi frango grelhado e veio à milanesa, pedi sem cebola e veio cheio de cebola, e o arroz tava empapado
paidExtra; portion; packaging | Paguei R$ 6 de bacon extra e não veio nem uma tira. Além disso o lanche é minúsculo, cabe na palma da mão. Pra completar a caixa chegou amassada e o molho vazou no saco todo.
notDelivered; app; unanswered | o rastreio ficou travado 40 min no mesmo lugar, depois o app mostrou "entregue" às 20:30 e nada chegou aqui. liguei 3 vezes na loja e ninguém atendeu
delay; warmDrink; melted | demorou 1h10, a coca veio quente e sem gás e o açaí virou sopa, joguei metade fora
price; taste; service | R$ 18 de taxa de entrega é um absurdo, fora que o hambúrguer veio seco e passado do ponto. Reclamei no chat e a resposta foi "se achou caro pede em outro lugar"
diet; wrongItem; service; delay | Sou diabética e pedi coca zero, veio coca normal. Avisei no chat e a atendente respondeu "é tudo igual, só muda a lata". Além disso demorou quase 1h30.
allergy; service | coloquei na observação que sou alérgica a camarão e o risoto veio com camarão. Quando liguei a moça riu e disse que "era só um pouquinho"
raw; poisoning; unanswered | frango cru por dentro, rosado mesmo, meu marido comeu e passou a noite vomitando. mandei mensagem no chat da loja e até agora sem resposta
foreignBody; taste; missingItem; praise | 1) achei um fio de cabelo no macarrão 2) o molho sem sal nenhum 3) não mandaram talher 4) a única coisa que salvou foi o pudim, esse sim perfeito
courier; packaging; cold | o entregador se recusou a subir, desci 5 andares de escada, e quando abri a sacola a sopa tinha virado, tampa solta, e ainda por cima morna
delay; app; service | Pedi ao meio-dia e o app ficava mudando a previsão: 12:40, 13:10, 13:35... chegou 13:50. Quando reclamei a loja respondeu "estamos com alta demanda, tenha paciência"
pricePortion; taste; packaging | 42 reais num poke que veio com meia dúzia de cubos de salmão, o arroz duro e o pote chegou aberto com shoyu escorrendo na sacola
delay; cold; wrongItem | Pedí a las 20:00 y llegó a las 21:30, la pizza llegó fría y encima era de jamón, yo pedí pepperoni.
missingItem; paidExtra; unanswered | Ordered two burgers and fries. The fries never came and the extra cheese I paid for wasn't on either burger. Messaged the restaurant twice, no reply.
melted; packaging | sorvete chegou derretido escorrendo pela sacola toda, o pote nem lacrado tava
praise; customisation; taste; portion | A moça do chat foi super educada, nota 10 pra ela. Mas pedi a carne mal passada e veio esturricada, quase carvão, e a porção de fritas era meia dúzia de palitos.
notDelivered; mod:refund; app | o pedido nunca chegou, o app marcou como entregue, abri reclamação e o iFood negou o estorno dos R$ 67. o suporte do app é só robô respondendo a mesma coisa
spoiled; taste; service | a maionese tava com cheiro de azedo, o pão duro feito pedra, e quando liguei falaram "nossa maionese é feita no dia, é impossível", como se eu tivesse mentindo
delay; courier | 1h40 de espera e o motoboy ainda largou a sacola no portão sem tocar a campainha
wrongItem; missingItem; delay; unanswered; cold | Tudo errado: 1) veio esfiha de queijo no lugar das de carne 2) faltaram 2 kibes 3) demorou 1h20 4) liguei e caiu na caixa postal 5) o pouco que veio certo tava frio
praise; pricePortion; delay | A lasanha é gostosa, não vou mentir, mas 59,90 numa marmitinha que não enche nem uma pessoa não dá. Fora que levou 1 hora.
customisation; paidExtra; missingItem | Pedi o açaí sem granola, veio com granola. Coloquei leite ninho de adicional (4 reais) e não veio. E a colher também não.
taste; foreignBody; service; mod:offensive | Pão cru por dentro, achei um pedaço de plástico no meio do hambúrguer e a atendente ainda me tratou com grosseria. bando de incompetente do caralho
praise; delay; cold | O motoboy foi gente boa, até pediu desculpa, mas o problema foi da loja: o pedido ficou 50 min em "preparando" e só saiu depois que eu reclamei. Chegou tudo frio.
warmDrink; missingItem; taste | o suco veio quente, parecia que ficou no sol, faltou o molho barbecue e a coxinha tava encharcada de óleo
diet; taste; pricePortion | Sou vegetariano e pedi o hambúrguer de grão de bico, veio com bacon por cima. Fora isso o pão tava murcho e 38 reais num lanche daquele tamanho é roubo.
courier; notDelivered; unanswered | O entregador ficou parado a 2 km da minha casa por meia hora e depois o pedido sumiu, nunca chegou. Tentei falar com o restaurante pelo chat e pelo telefone, nada.
praise; portion | Sabor nota mil, mas a porção diminuiu muito de uns meses pra cá, o yakisoba mal dá pra uma pessoa agora.
packaging; warmDrink; missingItem; delay | sacola chegou rasgada, refri quente, faltou o sachê de ketchup e ainda levou 1h05
praise; delay; cold; taste | The delivery guy was super polite, but the food took over an hour, the noodles were lukewarm and way too salty.
wrongItem; unanswered | pedi 2 pizzas grandes e vieram duas médias. a ligação pra loja não completa e no whatsapp me deixaram no vácuo
raw; poisoning; mod:threat | Carne de porco crua no meio, meu filho passou a madrugada com diarreia. Vou na vigilância e vou expor vocês em todos os grupos do bairro.
app; courier; delay | 1) o app cobrou duas vezes no cartão 2) o motoboy quis que eu pagasse a taxa de novo em dinheiro 3) chegou 50 minutos depois do previsto
praise; customisation; taste; service | Gosto muito da pizza de vocês, sempre peço. Mas dessa vez pedi bem assada e veio com a massa crua no meio, e no chat me responderam "se quer bem assada vai num forno a lenha". Aí não né
paidExtra; wrongItem; delay | Paguei borda recheada de catupiry e veio sem borda, e o sabor era frango quando pedi calabresa. Pra fechar, 1h30 de espera.
price; app | taxa de serviço de 2,99 + entrega de 12,90 num pedido de 25 reais, e o cupom de desconto não aplicou de jeito nenhum
taste; portion; packaging; courier | frango sem tempero nenhum, porção de arroz ridícula, o marmitex veio com a tampa aberta e o entregador me entregou a sacola de cabeça pra baixo
melted; delay; missingItem | milkshake chegou derretido, claro, levaram 1h15, e o brownie que pedi junto nem veio
foreignBody; unanswered; price | tinha uma barata na salada. mandei foto pro restaurante, visualizaram e não responderam. e ainda cobram 35 reais numa salada
missingItem; taste; service | Faltó la bebida, la carne estaba dura como suela y cuando llamé me dijeron "no es problema nuestro, reclame a la app".
delay; cold; taste; pricePortion; unanswered | 1) pedido às 20h10, entregue 21h35 2) hambúrguer frio 3) carne seca 4) 45 reais num combo que vem com batata de criança 5) o número da loja chama até cair
allergy; poisoning; service | Tenho intolerância a lactose, perguntei no chat se o strogonoff tinha creme de leite e disseram "não tem nada de leite". Tinha. Passei mal a tarde toda e quando reclamei disseram que eu devia ter perguntado melhor.
courier; mod:courier | motoboy extremamente grosseiro, me chamou de "mão de vaca" pq não dei gorjeta. o pedido em si veio certo
praise; customisation; wrongItem; missingItem | Entrega rápida, 25 min, parabéns. Agora: pedi X-salada sem tomate e veio com tomate, o X-bacon virou X-egg e a maionese verde não veio.
taste; service; mod:offensive | Pizza queimada embaixo, gosto de carvão. Liguei e o cara falou "é assim mesmo, é forno a lenha". Vão se foder, pizza de merda.
app; delay; cold; praise | O pagamento por pix não confirmava no app, perdi 25 minutos nisso, depois ainda demorou 1h pra chegar e veio morno. A comida em si é ótima, uma pena.
wrongItem; melted; packaging | Pedi o pote de 500ml de pistache e veio de flocos, derretido, com a tampa amassada e sorvete escorrendo
price; portion; warmDrink | 1) a taxa de entrega agora é 14 reais pra 2 km 2) a batata grande tem menos batata que a média de antigamente 3) refrigerante sem gás nenhum
missingItem; service | Faltou metade do pedido (temaki e hot roll). Responderam 1h depois dizendo "vamos ver o que dá pra fazer" e nunca fizeram nada.
delay; cold; courier; mod:offensive | Demorou 1h30, veio gelado e o motoboy ainda foi um otário, jogou a sacola e saiu xingando. lixo
wrongItem; diet; service | Asked for the vegan bowl and got the regular one with chicken on top. When I called they said "just pick the chicken out".
praise; taste; portion | Chegou rapidinho e bem quentinho, isso foi bom. Mas o parmegiana tava salgado demais e a porção bem menor que a da foto.
warmDrink; missingItem; app | cerveja chegou quente, faltou um dos dois sucos e o cupom de 15 reais que o app prometeu não foi descontado
notDelivered; courier; unanswered | o entregador marcou como entregue e foi embora, ninguém tocou aqui, nunca recebi. e o restaurante não atende o telefone
spoiled; foreignBody; mod:threat | Salmão com cheiro forte, estragado, e um pedaço de plástico azul no meio do sushi. Se não devolverem meu dinheiro eu vou aí na loja resolver do meu jeito.
cold; taste | pastel chegou frio e borrachudo, massa parecendo chiclete
customisation; paidExtra; portion; price | 1) pedi a carne ao ponto, veio bem passada 2) paguei cheddar extra e nada 3) batata pouquíssima 4) e 9,90 de taxa pra 1 km
praise; delay; service | o sabor continua excelente como sempre. mas 1h20 de atraso, com a atendente dizendo "já saiu, já saiu" por 40 minutos quando o pedido nem tinha saído, aí complica
wrongItem; packaging; taste; unanswered | Veio o pedido de outra pessoa, com o nome "Juliana" na sacola. E o que veio tava com o molho vazado e o arroz duro, cru. Tentei contato e nada.
delay; courier; melted; warmDrink | 1h de atraso, motoboy parou pra pegar outro pedido no caminho (vi no mapa), o sorvete veio líquido e o refri quente
diet; missingItem; service | Meu pai é diabético, o cardápio diz que o suco é sem açúcar e veio adoçado, dava pra sentir na hora. Os garfos e guardanapos não vieram. No chat só responderam "desculpa, acontece".
packaging; missingItem; cold | El envase llegó roto, faltaron las papas y la hamburguesa estaba fría.
praise; pricePortion | Gosto da loja, atendimento sempre foi bom, mas aumentaram o combo de 32 pra 41 e diminuíram a batata. Não dá.
spoiled; poisoning; unanswered; app | a carne do yakisoba tava com gosto azedo, 2h depois eu tava com dor de barriga e vômito. ninguém da loja respondeu e o app nem tem opção pra reclamar disso
delay; unanswered | 2 horas esperando e o telefone da loja só dá ocupado
praise; courier; packaging; wrongItem | Comida boa, principalmente o bife acebolado. Porém o entregador chegou com a bag aberta, o suco tinha virado dentro e a sobremesa era pudim, eu pedi mousse.
delay; cold; customisation; taste; missingItem; unanswered | Vamos lá: 1) demorou 1h25 2) veio frio 3) pedi sem pimenta e veio ardendo 4) feijão sem sal 5) faltou a farofa 6) nas 4 vezes que liguei ninguém pegou o telefone
mod:hate; delay; service | demorou mais de uma hora e quando liguei o atendente viadinho ainda veio com deboche
mod:noOrder | nunca pedi aqui mas no grupo do condomínio tão dizendo que a cozinha é imunda e que acharam rato
delay; taste; paidExtra; service | 1h15 pra chegar, a pizza veio com a massa mole, encharcada, e o adicional de azeitona (3 reais) não tinha uma azeitona sequer. quando reclamei a resposta foi "a azeitona tá embaixo do queijo". não tava.
praise; customisation; missingItem; courier | Adoro o frango frito daqui, crocante demais. Mas pedi o molho à parte e veio tudo misturado, esqueceram a coca de 2 litros e o entregador ficou buzinando na frente de casa às 23h em vez de ligar.
cold; portion; app | o bobó veio morno, a porção de camarão dá pra contar nos dedos (5 camarões) e o app não deixou eu usar o cupom de primeira compra
wrongItem; taste; pricePortion; delay | pedi picanha e veio alcatra, dura e cheia de nervo. 89 reais por aquela quantidade de carne? e ainda demorou 1h10
foreignBody; service | achei um pedaço de unha no arroz. mandei foto e disseram que "não tem como ser daqui, nossos funcionários usam luva"
melted; delay; app | açaí derretido pq o pedido ficou rodando no app sem entregador por 40 min e ninguém avisou nada
customisation; taste; unanswered | pedi na observação ovo com gema mole e veio duro, a marmita toda muito gordurosa, óleo pingando. mandei msg e não responderam até hoje
notDelivered; mod:refund | Pedido cancelado depois de 1h30 esperando, nunca chegou, e o iFood diz que o reembolso leva até 30 dias. Absurdo.
allergy; poisoning; missingItem; unanswered | Sou celíaca, o cardápio dizia "sem glúten" e o pão veio de farinha de trigo, passei mal 2 dias. Também faltou o suco e a loja não respondeu.
courier; app; delay; cold | O motoboy se perdeu, rodou o bairro 3 vezes (o mapa do app mandou ele pro lado errado), chegou 40 min atrasado e a marmita já tava fria
taste; pricePortion | caro pra caramba pra um strogonoff aguado sem graça com 3 pedacinhos de frango
wrongItem; missingItem; paidExtra; service; delay | Sem contar os 55 min de espera: veio temaki de atum no lugar do de salmão, não veio o shimeji, paguei cream cheese extra e nada, e a moça do telefone desligou na minha cara.
packaging; taste; price | The soup leaked all over the bag, the chicken was rubbery, and R$ 30 for a soup is way too much.
diet; missingItem | pedi o prato vegano e veio com queijo ralado por cima, e não mandaram o suco verde
spoiled; service; mod:offensive | O leite do milkshake tava talhado, azedo. Falei no chat e me mandaram "tá bom sim, você que não sabe tomar". Idiotas.
praise; cold; delay; courier | O sushi estava fresquinho e bem montado, parabéns ao sushiman. O hot roll chegou frio, o pedido demorou 1h05 e o entregador ficou irritado e jogou o troco na minha mão.
warmDrink; customisation; taste | O chá gelado veio quente, pedi o suco sem gelo e veio cheio de gelo, e o misto tava com o pão queimado
missingItem; unanswered; app | faltou a batata. tentei o chat da loja, ninguém respondeu, e o botão de "ajuda" do app dá erro toda vez
praise; portion; taste | O atendimento pelo whats foi rápido e educado, isso eu elogio. Mas a porção de frango diminuiu pela metade e o empanado tava mole, parecendo que fritaram de manhã.
notDelivered; unanswered; app | El pedido nunca llegó, la app decía "entregado", en el restaurante nadie contestaba el teléfono y la app no me deja abrir reclamo.
foreignBody; cold; taste | achei um grampo no meio do feijão tropeiro, que aliás tava frio e sem sal nenhum
raw; service | frango à passarinho cru no osso, saindo sangue. liguei e o atendente falou "frango é assim mesmo, é a cor do osso"
paidExtra; portion; delay; cold | Paguei adicional de queijo na tapioca e veio só com presunto, tapioca minúscula. Pra completar levou 1h e chegou fria.
courier; app; mod:courier; mod:app | o entregador pediu pra eu descer e ficou esperando na esquina, e o chat do app com ele travava, não dava pra mandar nada. a comida ok
delay; wrongItem; customisation; missingItem; packaging | pedi a pizza sem orégano e veio coberta de orégano, o crepe veio de frango no lugar de carne seca, faltou o refrigerante, a caixa veio amassada com o queijo grudado na tampa, e isso depois de 1h20
praise; pricePortion; taste | Massa ótima, sequinha, elogio. Mas 22 reais num pastel que só tem recheio nas pontas, o resto é ar. E o caldo de cana aguado, sem gosto.
delay; unanswered; service | 1h50 pra chegar. Nas 2 primeiras ligações ninguém pegou; na terceira atenderam e disseram "se quiser cancela".
melted; customisation; missingItem | sundae derretido, pedi sem calda de morango e veio com, e as colherinhas não vieram
courier; packaging; cold | o motoboy veio com a comida solta na bag, sem sacola, tudo tombado e frio, e ainda me mandou tomar no c* quando reclamei
app; price; delay | O app mostrou frete grátis e na hora de pagar cobrou 8 reais. Sem contar que o preço dos pratos no app é 30% mais caro que no balcão. E demorou 1h.
foreignBody; poisoning; unanswered; mod:threat | achei um caco de vidro na salada, e meu irmão que comeu antes teve dor de estômago. ninguém responde. se acontecer algo mais sério vocês vão ver, vou atrás de vocês
diet; service; delay | Tô em dieta low carb, pedi o prato fit do cardápio e veio com arroz e batata frita. Quando reclamei falaram "é só não comer". E levou 1h.
delay; cold | entrega relâmpago, só 1h30 🙄 e a pizza chegou gelada
taste; missingItem; portion; unanswered | a coxinha parecia requentada, dura, faltou uma das 3 porções de mandioca, o frango da marmita era pouquinho e no whatsapp me ignoraram
customisation; wrongItem | pedi o lanche sem maionese, veio com, e o refri que mandaram foi fanta quando eu pedi guaraná
praise; taste; delay; courier | A batata frita é a melhor da região, sequinha. O lanche porém veio com o pão murcho e a entrega levou 1h20 porque o entregador ficou fazendo outra entrega antes.
packaging; melted; courier; app | pote de sorvete chegou aberto, tudo derretido, o entregador largou a sacola no chão da portaria e o app ainda mostrava o pedido "a caminho" uma hora depois
missingItem; paidExtra; service; mod:offensive | faltou o pão de alho e o adicional de vinagrete que paguei. a atendente falou "foi sim, você que não viu". mentirosa safada
price; cold; taste | 30 reais de taxa no domingo? E o churrasquinho chegou gelado e duro feito borracha.
spoiled; missingItem | O iogurte da salada de frutas tava vencido (vi a data no pote, venceu semana passada) e a granola nem veio.
allergy; unanswered; service | Meu filho tem alergia a amendoim, perguntei antes se o brigadeiro levava, disseram que não, e veio com paçoca por cima. Ligamos pra reclamar e ninguém atendeu, depois mandaram msg "no cardápio tava escrito".
praise; delay; wrongItem; warmDrink | Os espetinhos estavam ótimos, bem temperados. Mas demorou 1h, a cerveja que veio era de outra marca e ainda quente.
courier; notDelivered; mod:refund | O entregador disse no chat que eu "não estava em casa" (eu estava!) e cancelou, o pedido nunca veio e o app não devolveu o dinheiro até agora.
praise; taste; foreignBody | O estrogonofe tava uma delícia, cremoso, mas o arroz tava queimado e tinha um pedacinho de papel alumínio no meio.
delay; unanswered; app; cold | 1h35 de espera, não tinha como falar com a loja (chat sem resposta), o rastreamento do app não atualizava e a comida veio fria.
portion; price | a porção de 500g de batata não tinha 300, pesei. e 12 reais de entrega pra 800 metros
praise; diet; customisation; packaging | Entrega rápida, isso foi bom. Mas sou vegana e o açaí que era pra ser vegano veio com leite condensado, pedi sem banana e veio com banana, e o copo chegou vazando.
praise; taste; delay | La empanada tenía buen sabor pero estaba cruda por dentro, la masa pegajosa, y tardó más de una hora.
wrongItem; missingItem; courier; unanswered | Veio pizza de mussarela em vez de marguerita, faltou a coca, o motoboy não quis esperar eu conferir e saiu correndo, e a loja não atende.
mod:offensive; delay; cold; service | vai tomar no cu, 1h40 pra entregar uma marmita fria. E o atendente ainda teve coragem de dizer "é assim mesmo no sábado"
packaging; taste | bolo de pote todo revirado, creme esparramado na tampa, e o bolo seco, parecia de ontem
app; missingItem; service; delay | O app não mostrava o número da loja, tive que procurar no google. Liguei porque faltava o frango do combo e a atendente disse "agora não dá, amanhã a gente manda". E chegou 1h10 depois do pedido.
raw; taste; pricePortion | hambúrguer de frango rosado por dentro, pão queimado, e 39 reais num lanche do tamanho de um biscoito
notDelivered; courier; unanswered; mod:offensive | Nunca recebi meu pedido, o motoboy disse pro app que entregou. A loja? nem atende. Vagabundos, tudo ladrão.
warmDrink; price | refrigerante lata chegando quente toda vez e custando 9 reais, mais que o dobro do mercado
praise; customisation; cold; taste | O pessoal caprichou na apresentação, tudo lindo. Mas pedi na observação o ovo com gema mole e chegou duro, a marmita veio fria e o feijão aguado.
notDelivered; mod:refund | Order never showed up, the app said delivered, and support refuses to refund me.
delay; courier; portion; taste; missingItem; unanswered | Resumindo a noite: pedido às 19h, chegou 20h40. O motoboy ligou 5 vezes sem explicar onde tava e depois ficou bravo comigo. O caldo veio pela metade do pote, sem gosto de nada, faltou o pão de alho e o telefone da loja ninguém atende.
spoiled; poisoning; service | camarão com cheiro de amônia, claramente passado. comi pouco e mesmo assim fiquei com diarreia. a loja disse "nosso camarão chega todo dia" e nem pediu desculpa
delay; cold; other=nota fiscal | pedido de sábado levou 2h, chegou tudo frio, e pedi a nota fiscal e não mandaram
wrongItem; paidExtra; app | Veio coxinha de frango em vez de costela, o adicional de catupiry (R$ 3,50) não veio e o app nem deixa selecionar o item errado pra reclamar.
praise; price; service | Comida muito boa, sem dúvidas. Mas cobrar 6 reais de embalagem já é demais, e quando perguntei no chat o porquê a moça respondeu "se não quiser pagar vem buscar".
foreignBody; missingItem | tinha um fio de cabelo enorme no purê e não mandaram o molho madeira, que era o principal
praise; delay; melted; unanswered | Sempre peço o pavê de vocês e é sensacional. Hoje demorou 1h15 e o pavê chegou todo mole, derretido. Mandei mensagem e zero resposta.
packaging; cold; app | A embalagem não fecha direito, o caldo vazou todo e chegou morno. E o app cobrou gorjeta sem eu marcar.
customisation; wrongItem; missingItem; delay; service; praise | Vou listar porque foi muita coisa: 1) pedi hambúrguer sem picles, veio com 2) o refri era de laranja e eu pedi uva 3) faltou o onion rings 4) 1h10 de espera 5) o atendente do whats foi debochado, "acontece nas melhores famílias" kkk 6) único ponto positivo: o hambúrguer tava suculento
diet; taste | faço dieta sem glúten (não sou celíaca, é escolha minha) e a massa que veio era de trigo comum, e ainda sem sal
delay; app; mod:app | o app dizia que o entregador estava chegando e ele ficou 40 minutos parado no mesmo ponto do mapa, o problema é esse app
paidExtra; customisation; delay | Paguei bacon em dobro (+7 reais) e veio a mesma quantidade de sempre, pedi a carne ao ponto e veio passada, e ainda 1h de atraso
missingItem; wrongItem; cold; unanswered | Pedi 10 esfihas: vieram 8, duas eram de queijo em vez de carne, todas frias, e o telefone não atendia nem por milagre
`,
);

/** Set AJ: Spanish from six countries and English from tourists and expats, every topic. */
export const BY_OTHERS_AJ = parseReviews(
  "othersAJ",
  `
delay; cold | Pedí a las 20:30 y llegó a las 22:10, la feijoada tibia tirando a fría. Demoró una banda, loco.
warmDrink | la gaseosa vino caliente y sin gas, parecia agua con azucar jaja
praise | Chévere el estrogonofe, cremosito y bien servido. Parce, se lo recomiendo a todo el mundo.
delay | Took ages. Over an hour and a half for two pastéis, and I live three blocks away.
notDelivered | Order says delivered. It was NOT delivered. I was standing at the portaria the whole time and nobody showed up.
cold | The feijoada arrived stone cold, had to microwave the lot before we could eat.
missingItem | Faltó la farofa. Pagué el combo completo y ni un sobrecito de farofa vino.
melted | El helado de açaí llegó hecho sopa, todo derretido en el fondo del vaso.
wrongItem | pedí coxinha de pollo y me mandaron de queso, no es lo mismo che
customisation | Clarito puse "sin cebolla" en la observación y la hamburguesa vino llena de cebolla. ¿Para qué está el campo entonces?
paidExtra | Me cobraron 4 reales de bacon extra y de bacon, ni rastro, tío.
portion | La porción de picaña era para un nene, quedé con hambre bo.
price | Carísimo. El envío salió casi lo mismo que el pastel, no da.
pricePortion | Cada mes suben el precio y el pote de açaí viene más chico. Un robo a mano armada.
packaging | Se volcó todo el caldo dentro de la bolsa, el envase estaba mal cerrado. Menudo desastre.
taste | El arroz pasadísimo de sal y la carne seca como suela. Incomible.
raw | El pollo a la brasa estaba crudo por dentro, rosado y con juguito de sangre. Ni lo toqué.
spoiled | La mayonesa casera tenía gusto agrio, claramente estaba pasada. Tuve que tirar todo.
foreignBody | Encontré un pelo largo en medio del arroz. Qué asco, güey.
poisoning | Después del yakisoba me pasé la noche entera vomitando. Mi novia igual.
allergy | Avisé en la nota que soy alérgica al maní y el postre vino con paçoca por encima. ¡Pude terminar en el hospital!
diet | Soy vegetariano, pedí la opción veggie y tenía pedacitos de panceta escondidos.
courier; missingItem | El repartidor re mal educado, me gritó porque tardé dos minutos en bajar. Y ya que estamos, faltó la salsa.
mod:app; app | La app no me tomó el cupón y me cobró el total igual.
service | Llamé para avisar del error y la chica del local me contestó de muy mala manera, como si la culpa fuera mía.
unanswered | Escribí tres veces por el chat de la tienda y nadie respondió. Cero.
general | Horrible. Nunca más.
mod:offensive; delay | Son unos pelotudos, dos horas para una pizza de muzza.
mod:threat; wrongItem | Es la segunda vez que me mandan otra cosa que no pedí. A la tercera voy al local y les rompo todo.
mod:noOrder | Nunca pedí acá pero dicen que usan carne de gato, ojo.
mod:refund | Cancelaron el pedido y la plata todavía no volvió a mi tarjeta, ya van 10 días.
mod:courier; courier | El motoboy me revoleó la bolsa desde la moto y arrancó sin decir ni hola.
wrongItem | Ordered the chicken parmegiana and got someone else's order entirely, a veggie lasagna with a different name on the receipt.
customisation | Asked for the steak well done (bem passado, I even wrote it in Portuguese) and it came medium rare.
paidExtra | Paid for borda recheada with catupiry and the crust was just... crust. Empty. Lovely.
portion | Portion was tiny. Two spoonfuls of rice and a sad little piece of chicken. Still hungry.
price | R$18 delivery fee?? For 2 km? Mate, that's dearer than what I pay in London.
pricePortion | Forty-five reais for a "marmita grande" that wouldn't fill a toddler. Not worth it at all.
packaging | The box was completely crushed, all the toppings stuck to the lid.
taste | Bland as hell. The moqueca tasted like coconut water with some fish floating in it, zero seasoning.
raw | The chicken wings were pink and bloody near the bone. Undercooked chicken is not a vibe, didn't eat them.
spoiled | Vinaigrette smelled off and the lettuce was slimy and brown. Definately past it.
foreignBody | Found a piece of blue plastic in my burger. Nearly broke a tooth on it.
poisoning | Had the sushi combo Friday night, spent Saturday on the toilet with diarrhoea.
allergy | I'm coeliac, I wrote GLUTEN ALLERGY in caps, and they still sent the breaded version. Absolutely dangerous.
diet | I'm diabetic, ordered the juice listed as "sem açúcar" on the menu and it was obviously sweetened. Not a small detail for me.
courier; cold | The delivery guy opened the bag and nicked some of my chips, there was a half-eaten one on top. Burger was cold too.
mod:app; app | App crashed at checkout and charged my card twice. Support chat is a bot that just loops.
service; wrongItem | The guy on the phone basically told me to "deal with it" when I said they'd sent the wrong pizza. Charming.
unanswered; delay | Called the restaurant 4 times to ask where my food was, nobody picked up. It turned up eventually, 70 min late.
general | Worst food experience I've had in Brazil so far. Just no.
praise | Honestly the best coxinha I've had since moving to São Paulo. Crispy, loads of catupiry, arrived hot. Obrigado!!
mod:offensive; cold | Useless f***ing idiots, the food was ice cold AGAIN.
mod:hate; general | the cooks are a bunch of f*ggots no wonder the food is sh*t
mod:noOrder | Haven't ordered here but my flatmate's cousin said they got salmonella from this place. Avoid.
mod:refund | iFood still hasn't refunded my cancelled order, 2 weeks now. The restaurant says it's on iFood's side. Ridiculous.
mod:threat; wrongItem | Second time my order's come wrong. Third time I'm posting your address and the cook's face all over Instagram.
delay; warmDrink | "Entrega express", decían. Una hora cuarenta y la birra caliente. Gracias, genios.
cold; taste | Las papas llegaron frías y blandas, tipo chicle. Una pena.
praise | Todo bacán, llegó al tiro y calentito. El pão de queijo una maravilla, cachai.
praise; pricePortion | La comida riquísima, eso sí, por lo que cobran podrían poner un poquito más en el plato.
missingItem; unanswered | No vinieron los cubiertos ni las servilletas, y cuando le escribí al restaurante me dejaron en visto.
wrongItem; customisation | Pedí la pizza mediana sin aceitunas: llegó una grande (que ni pedí) y repleta de aceitunas.
paidExtra; portion | Pagué el adicional de queso y no vino, y encima el sándwich era chiquitito. Ni para picar.
packaging; missingItem | La salsa se salió del pote y manchó toda la bolsa, y el guaraná ni vino.
melted; delay | El sorvete de chocolate llegó líquido, obvio, después de 80 minutos de espera.
raw; poisoning | La hamburguesa de pollo estaba cruda adentro y al otro día tenía una diarrea terrible.
foreignBody; service | Había una cucaracha chiquita en la ensalada. Mandé foto al local y me dijeron "eso no es de acá". Impresionante.
spoiled; poisoning | El pescado olía raro, a podrido. Comí un poco igual y terminé con vómitos toda la madrugada.
allergy; customisation | Tengo intolerancia a la lactosa y pedí sin queso, vino gratinado. No se puede ser tan descuidado.
diet | Pedí el bowl vegano y tenía requesón. Vegano con queso, claro que sí.
courier; delay | El repartidor se perdió, me llamó cinco veces y encima me hablaba mal. Una hora y media para llegar.
app; delay | El rastreo de la app no se movió nunca, decía "en preparación" todo el rato, y la comida llegó una hora tarde.
service; wrongItem | Me mandaron el pedido de otra persona y cuando llamé me dijeron que me lo comiera igual. Qué servicio.
unanswered; notDelivered | Nunca llegó. Llamé al local, nada; escribí, nada. Como si no existieran.
general | Una porquería, fome todo. No lo recomiendo a nadie.
mod:offensive; taste | La comida una mierda, sin sal, sin nada. Cocineros inútiles.
mod:noOrder | Me contó un amigo que trabaja ahí que reutilizan el aceite un mes entero. Nunca pedí y no pienso.
mod:hate; delay | Seguro el delivery lo lleva algún sudaca, porque tardó una eternidad.
mod:refund; notDelivered | No me llegó el pedido y el reembolso no aparece por ningún lado, la plataforma se lava las manos.
mod:app; app | La aplicación se colgó tres veces al pagar. No tiene nada que ver con el restaurante pero qué bronca.
mod:threat; poisoning | Me intoxicaron. Los voy a escrachar en todos los grupos del barrio con nombre y foto del dueño, ya van a ver.
warmDrink | El refresco llegó tibio y desbravado, sin una sola burbuja. Para eso mejor agua de la llave, ¿no?
delay; cold; warmDrink | Tardaron un siglo, tío. La carne vino fría y el vino, calentorro. Manda narices.
taste | La masa de la pizza cruda en el medio, pegajosa, se te quedaba en los dientes.
taste | El pão de queijo duro como piedra, casi me rompo un diente.
pricePortion | Antes la marmita venía llena, ahora media caja vacía y 5 reales más cara. Vivos.
price | ¿78 reales por un yakisoba? Ni en Buenos Aires con la inflación, che.
portion | Porción mínima. La parmegiana parecía de menú infantil.
customisation | Pedí la salsa aparte, justamente pa que no se ablandaran las papas, y vino todo bañado.
notDelivered; app | El pedido nunca llegó y la app me lo marcó como "entregado". Lo peor es que en el soporte no hay forma de hablar con un humano.
praise | Ta, muy bueno. El churrasquito en su punto y la mandioca frita crocante. Pila de comida.
praise; delay | Riquísimo todo pero demoró una banda, casi una hora y media. La próxima pido más temprano.
packaging | La tapa del açaí vino abierta y medio vaso derramado. ¿No tienen tapas que cierren?
foreignBody | Un pedazo de bolsa plástica en el feijão. Bien ahí, fibra extra.
service | El encargado me trató de mentirosa cuando reclamé. Cero empatía.
unanswered | Quería cambiar la dirección antes de que saliera y nadie atendió el teléfono en 20 minutos.
mod:offensive; wrongItem | Pedí la de calabresa y vino de pollo, manga de inútiles, aprendan a leer.
mod:offensive; general | Qué asco de lugar, la concha de su madre.
delay; cold | Lightning fast delivery, only 2 hours 🙃 and everything stone cold. Cheers.
warmDrink | Guaraná arrived warm and totally flat. How do you even manage flat from a can?
warmDrink; missingItem | The beer came warm, and the second beer never showed up at all.
melted | Ordered a milkshake and got... milk. Completely melted, not a trace of ice cream left.
melted; packaging | The ice cream tub leaked all over the bag because it melted on the way. Sticky mess everywhere.
wrongItem | I ordered a Portuguesa and recieved a Calabresa. Not a huge deal, but not what I ordered either.
customisation; taste | Asked for "pouco sal" on the fries and they were absolutely caked in it. Couldn't finish them.
paidExtra | Paid R$7 for extra cheddar and got the exact same amount as the regular one. So what did I pay for?
paidExtra; missingItem | The add-on fried egg on my prato feito wasn't there, and neither was the drink from the combo.
portion | Small portion for an adult. I'm 6'2 and I was hungry again 20 minutes later.
praise; price | Nice food but way overpriced for the neighbourhood.
pricePortion | They raised the price by 10 reais and the bowl got smaller. Bold move.
packaging | Soup container wasn't sealed, half of it ended up in the bag. The bag was basically a swimming pool.
taste | The picanha was like chewing a tyre. Overcooked and really greasy.
taste; cold | Soggy fries, lukewarm burger. Proper disappointing.
raw | The chicken in the strogonoff was still raw in the middle, cut a piece open and it was translucent.
raw; service | Chicken was pink inside. Told the restaurant and they said "it's the seasoning". Right.
spoiled | The cream cheese in my hot roll was sour, pretty sure it had gone off days ago.
spoiled; poisoning | Shrimp smelled like ammonia. Ate two before I noticed and was throwing up all night.
foreignBody | There was a dead fly in my salad. A FLY.
foreignBody | Hair in the rice, again. Second time this month. Done with this place.
poisoning | Whole family got sick after the Sunday churrasco order. Diarrhoea, vomiting, the lot.
allergy | Told them twice I'm allergic to shrimp. The risotto still had shrimp in it, had to take antihistamines.
allergy; unanswered | Lactose intolerant, ordered the dairy-free option, it clearly had cream. Messaged the store to ask and got nothing back.
diet | I'm vegan and the "vegan" feijoada had bacon bits in it. Not cool.
diet; praise | Ordered the sem glúten pizza (not allergic, just avoiding it) and the base was obviously regular flour. Toppings were great though.
mod:courier; courier | The motoboy refused to come up to the 3rd floor even though I'm on crutches and told him so.
mod:courier; courier; praise | The food was amazing but the courier was shouting on the phone the whole time and threw my change at me.
mod:app; app | Coupon wouldn't apply, the app said "invalid" even though it was literally in my notifications.
app; wrongItem | Got an X-salada instead of the X-burger I ordered, and the tracking map had the driver in the ocean the whole time lol.
service | Rang to ask about the allergens and the lady sighed and hung up on me.
praise; delay | Food was late, but the owner messaged me personally to apologise and sent a free brigadeiro. Class act.
unanswered | Tried WhatsApp, phone and the app chat. Nobody from the store ever replied.
unanswered; wrongItem | Wrong flavour açaí (got cupuaçu instead of plain) and the store never answered my message.
general | Terrible. Would give zero stars if I could.
praise | Best pastel de feira outside an actual feira, genuinely. Crispy and stuffed to the edges. 10/10.
praise | Lovely family business, everything came well packed and piping hot. Muito obrigada!
praise | Dude, the parmegiana is HUGE and so good. Fed me for two days.
mod:offensive; service | The girl on the phone is a stupid cow. Learn some manners.
mod:offensive; delay; cold | 90 mins, cold food, bunch of wankers.
mod:noOrder | Never ordered from them but I walk past every day and the kitchen looks filthy. Rats everywhere, I bet.
mod:noOrder | Saw a TikTok saying this place uses dog meat. Sharing so people know.
mod:refund | Restaurant cancelled on me and iFood won't give my money back, just says "em análise". It's been 3 weeks.
mod:threat; foreignBody | Found a shard of glass in my food. You'll hear from my lawyer, and I know where you live.
mod:hate; taste | Pinche cocinero indio, no sabe ni cocer un arroz.
mod:courier; courier | The entregador stood at the gate and wouldn't hand it over until I came down in the rain. Food was ok.
mod:app; app | Not the restaurant's fault but the app slapped on a "service fee" that only showed up at the very end. Sneaky.
 | Pedido normal, nada para destacar.
other=nota fiscal reembolso empresa | Needed the nota fiscal for my company's expense claim and there wasn't one in the bag.
other=folleto iglesia bolsa | Dentro de la bolsa venía un folleto de una iglesia. Raro, nadie lo pidió.
delay; missingItem; taste | Tardó 1h15, faltaron las papas y el pollo estaba tan salado que no se podía comer. Combo completo de errores, felicitaciones.
`,
);

/** Set AM: complaints implied rather than said: understatement, irony, hints, rhetorical questions. */
export const BY_OTHERS_AM = parseReviews(
  "othersAM",
  `
delay | acho que o motoboy fez um tour pela cidade antes de passar aqui em casa
warmDrink | o refri estava na temperatura ambiente de Cuiabá em pleno janeiro
taste | a pizza parecia ter saído do forno ontem, massa dura feito sola de sapato
missingItem | faltou alguém conferir a sacola: o guaraná ficou por lá
melted | vou ter que pedir sobremesa em outro lugar, o sorvete do petit gateau chegou em forma de creme inglês
portion | o cardápio diz "serve 2", serve 2 passarinhos
cold | a lasanha chegou na temperatura ideal... pra uma salada
notDelivered | segundo o app o pedido foi entregue, então algum vizinho jantou muito bem hoje
wrongItem | pedi strogonoff de frango e veio de carne. Pelo menos acertaram o strogonoff
customisation | escrevi "sem cebola" na observação. A observação deve ser só enfeite, né
paidExtra | paguei R$ 8 de bacon extra e o bacon veio em modo invisível
price | R$ 17 de taxa de entrega pra 3 km, o motoboy veio de helicóptero?
packaging | o caldo de feijão veio mais na sacola do que no pote
courier; mod:courier | o entregador se recusou a subir e ainda reclamou que eu demorei pra descer. Simpatia nota zero
app; mod:app | o cupom de 20% sumiu bem na hora de finalizar a compra, truque de mágica do aplicativo
service | perguntei no chat se dava pra trocar a batata por salada e recebi um "não" seco, sem boa noite, sem nada. Que acolhedor
unanswered | liguei 4 vezes pra loja, o telefone de vocês deve ser só decorativo
diet | sou vegetariana, avisei, e tinha pedacinho de bacon no risoto de cogumelos. Bacon virou legume agora?
general | foi uma experiência inesquecível, pena que pelos motivos errados
praise | hambúrguer no ponto, batata sequinha e chegou quentinho. Difícil achar defeito
delay; cold | uma hora e quarenta de espera, e a comida chegou tão fria quanto a minha paciência
taste | alguém derrubou o saleiro inteiro no arroz, só pode
portion | a "porção grande" de fritas dava pra contar nos dedos de uma mão
pricePortion | quase 50 reais num açaí de 300 ml com meia colher de granola. Será que paguei pelo copo?
raw | o frango estava tão rosado por dentro que faltou pouco pra ele cacarejar
foreignBody | veio um fio de cabelo de brinde no meio do macarrão. Prova de que tinha gente na cozinha
poisoning | passei a madrugada inteira fazendo amizade com o vaso sanitário depois desse yakisoba
spoiled | a maionese tinha um azedinho que com certeza não estava na receita
allergy | escrevi em maiúsculas que tenho alergia a camarão. Adivinha o que estava escondido no arroz?
mod:offensive; delay | bando de incompetentes, duas horas pra entregar um x-salada
mod:threat; wrongItem | terceira vez que o lanche vem errado. Na próxima eu passo aí pessoalmente, e não vai ser pra conversar
mod:noOrder | nunca comprei aí, mas dizem que a cozinha não vê água e sabão faz meses
notDelivered; mod:refund | o pedido nunca chegou e o estorno está "em análise" há duas semanas. Analisando o quê, exatamente?
delay | ¿hora y media para dos empanadas? ¿las estaban amasando recién?
cold; praise | the food was really tasty, shame it showed up at room temperature
mod:hate; service | atendente viado, não sabe nem anotar um pedido direito
missingItem | pedi talher porque estou no trabalho. Comi o yakisoba com criatividade, porque hashi que é bom, nada
warmDrink | a coca chegou morna e sem gás, praticamente um chá de cola
melted | o açaí chegou em estado líquido, tomei de canudinho
wrongItem | veio o pedido de uma tal de Mariana. Espero que ela tenha gostado da minha pizza
customisation | pedi o suco sem gelo e veio mais gelo do que suco
paidExtra | paguei pela borda recheada de catupiry, a borda veio recheada de ar
price | 32 reais num x-burguer simples. Nem em aeroporto é assim
packaging | a caixa da pizza chegou amassada e a cobertura ficou toda grudada na tampa
taste | o pastel escorria tanto óleo que dava pra fritar outro pastel com ele
courier; mod:courier | a sacola chegou com o lacre rasgado. O entregador ficou com fome no caminho?
app; mod:app | o mapa do app mostrava o entregador do outro lado da cidade enquanto ele já tocava minha campainha
service | a moça do telefone falou comigo como se eu estivesse incomodando por pedir comida num restaurante
unanswered | mandei mensagem no chat da loja às 20h. Sigo esperando a resposta, sentado
diet; wrongItem | sou diabético e pedi refri zero. Veio o normal. Obrigado pela glicemia nas alturas
general | nunca mais. simples assim
praise | melhor feijoada que já comi em delivery, tempero de vó
delay; warmDrink | demorou tanto que a cerveja chegou quente
portion | o pote de strogonoff veio com mais espaço vazio do que comida
pricePortion | o preço subiu e a coxinha encolheu. Coincidência, né?
taste | arroz empapado, feijão sem sal e carne com gosto de nada. Sabor nota zero
notDelivered | esperei duas horas e o pedido simplesmente não veio
missingItem | cadê o molho da casa? o lanche veio sozinho, sem um sachê sequer
cold; taste | pizza fria ainda vai, mas com a massa crua no meio fica difícil
other=nota fiscal | pedi nota fiscal pra prestar contas na empresa e disseram que não emitem. Sério?
mod:offensive; cold | comida fria de novo, seus porcos preguiçosos
foreignBody | mordi uma coisa dura no feijão. Era uma pedrinha. Meu dentista agradece
raw | o peixe estava translúcido no meio, e não era sushi
spoiled | o queijo da pizza tinha cheiro de geladeira esquecida há uma semana
poisoning | a família toda passou mal no dia seguinte. Só quem não comeu o frango escapou
allergy | sou celíaca, pedi no pão sem glúten e meu intestino descobriu antes de mim que veio o pão comum
wrongItem | pedí de pollo y me llegó de carne, una sorpresa que nadie pidió
delay | app said 30-45 min, it took 2 hours. Must be a different time zone
customisation | pedi sem picles e vieram quatro. Vai ver entenderam "cem picles"
paidExtra | adicional de cheddar cobrado, cheddar nem o cheiro
packaging | o milkshake tombou dentro da sacola e deu um banho no meu lanche
courier; mod:courier | o entregador foi grosso e jogou a sacola por cima do portão
app; mod:app | o aplicativo cobrou duas vezes no meu cartão. Pagar uma vez já dói
service | quando reclamei, a resposta foi "não é problema nosso". Que carinho com o cliente
unanswered | reclamei no chat, liguei, mandei mensagem. Silêncio absoluto, nem monge é tão quieto
diet | pedi o bolo vegano e veio recheado de leite condensado. Vegano de que planeta?
general | tudo errado do começo ao fim. Parabéns, conseguiram
praise | chegou antes do horário, bem embalado e cheiroso. Virei cliente
melted; delay | sorvete que chega depois de uma hora vira o quê? Sopa de morango
warmDrink | o suco veio quente feito chá. Não pedi chá
wrongItem; missingItem | veio calabresa no lugar da marguerita e o refrigerante ficou pelo caminho
price | pelo preço que cobram, esperava no mínimo guardanapo de seda
portion | a marmita "executiva" tinha tamanho de lanchinho de criança
pricePortion | 45 reais por quatro peças de sushi? Pelo menos o preço é generoso
taste | o frango à milanesa veio mais torrado que café expresso
cold; delay | o pedido chegou gelado e 50 minutos depois do previsto
notDelivered; unanswered | o pedido não chegou e a loja não atende. Mistério digno de série policial
customisation; praise | o lanche é muito bom, mas pela terceira vez pedi sem tomate e veio com tomate
missingItem | faltou a batata do combo. Combo de um item só é novidade pra mim
mod:threat; wrongItem | se vier errado de novo, a foto de vocês vai rodar em todos os grupos do bairro, com endereço e tudo
mod:noOrder | não pedi, mas vi no grupo do condomínio que acharam barata no lanche de alguém. Fica a dica
mod:refund | o estorno do pedido cancelado ainda não caiu no cartão, e já são 20 dias
mod:offensive; service | atendente mal-educado do caralho, aprendam a tratar cliente
warmDrink | the soda was flat and warm, basically sugar water
missingItem | faltaron las papas del combo, ¿se las comieron en el camino?
melted | el helado llegó hecho sopa, ¿lo mandaron en barco?
courier; mod:courier | o entregador me ligou oito vezes gritando que não achava o prédio, que tem uma placa gigante na frente
app; mod:app | no app apareceu "pagamento recusado", mas o dinheiro saiu da conta do mesmo jeito
service; wrongItem | o rapaz do balcão riu quando falei que o pedido veio trocado
unanswered | a loja tem telefone? porque atender, ninguém atende
diet; customisation | pedi o suco sem açúcar porque sou diabética, e veio um xarope
general | decepcionante, esperava bem mais
praise | um ingrediente tinha acabado, me ligaram oferecendo troca e ainda mandaram sobremesa de cortesia. Atendimento de primeira
taste; portion | pouca carne, e o pouco que veio estava sem gosto nenhum
packaging | a tampa do açaí veio solta, metade ficou no fundo da sacola
paidExtra | paguei a mais pelo ovo e o ovo não compareceu
raw | a carne do hambúrguer ainda estava rosa-choque por dentro, não tive coragem de dar a segunda mordida
spoiled | o iogurte veio com validade do mês passado. Viagem no tempo?
foreignBody | achei um pedaço de plástico no meio do arroz. Tempero diferente, hein
poisoning | não sei se foi coincidência, mas depois do sushi fiquei dois dias de atestado
allergy; customisation | intolerante a lactose aqui. Pedi sem queijo e veio gratinado. Meu estômago mandou lembranças
wrongItem | pedi guaraná e veio tubaína. Parece, mas não é
delay | previsão de 40 minutos, chegou em 1h50. Previsão do tempo acerta mais
cold; taste | a batata chegou murcha e gelada, parecia sobra de ontem
price | a taxa de serviço saiu mais cara que o meu suco. Alguém me explica?
pricePortion | o combo aumentou 6 reais e a batata diminuiu pela metade. Inflação criativa
portion; praise | sabor excelente, pena que acaba na terceira garfada
customisation | mandei "molho à parte" e veio tudo afogado em molho. Lido e ignorado
missingItem; service | faltou o refrigerante e a loja respondeu que "acontece". Acontece mesmo, toda vez
warmDrink; praise | comida maravilhosa, mas o mate chegou quente. Quase perfeito
melted | a torta de sorvete chegou em formato de poça
general | que decepção. Não recomendo pra ninguém
mod:offensive; wrongItem | vocês são burros ou o quê? pedi frango e veio peixe
app; mod:app | o app travou no pagamento e fez três pedidos iguais. Agora tenho janta pra semana inteira
courier; delay; mod:courier | vi pelo mapa o entregador parado meia hora numa lanchonete com meu pedido na mochila
unanswered; wrongItem | mandei foto do pedido errado no chat e ninguém respondeu. Devem estar analisando a foto com lupa
praise; service | a comida é boa, mas a dona responde as reclamações com deboche. Assim fica difícil
delay; unanswered | passou de uma hora e nada. Liguei pra saber e caiu na caixa postal
taste | strogonoff com gosto de açúcar. Confundiram com brigadeiro?
other=troco faltando | paguei em dinheiro e o troco veio com 10 reais a menos. Gorjeta compulsória?
other=pedir pelo whatsapp fugir da taxa | me mandaram mensagem pedindo pra eu pedir direto no WhatsApp da próxima vez, "pra fugir da taxa". Estranho, não?
| pedido recebido, ainda não provei
| pedi o de sempre
price | el envío cuesta más que la comida, ¿es en serio?
missingItem; unanswered | no cutlery, no napkins, and the store never replied to my message
delay; praise | valeu a pena esperar? Valeu, estava uma delícia. Mas 1h30 é um teste de fé
portion | a salada "família" era pra família de formigas
packaging; cold | a embalagem de isopor veio rachada e a comida chegou fria
paidExtra; missingItem | paguei o adicional de farofa e ela não veio, e nem guardanapo mandaram
diet | sou vegano e tinha manteiga no arroz "vegano". Só no nome mesmo
wrongItem | veio a pizza média e eu paguei pela grande
foreignBody | um bichinho resolveu dividir a salada comigo
spoiled; poisoning | o camarão tinha um cheiro estranho e, bom, a noite foi longa
notDelivered | o app marcou "entregue" às 20h e eu continuo aqui olhando pra porta
unanswered | perguntei no chat se tinha opção sem lactose e me deixaram no vácuo
courier; mod:courier | o moço da entrega chegou fumando e soprou a fumaça bem em cima da sacola. Charmoso
praise | caprichou demais: bilhetinho escrito à mão, bala de brinde e comida impecável
mod:noOrder | nem precisa pedir pra saber que é ruim, é só olhar a fachada. O da esquina é bem melhor
pricePortion | preço de restaurante chique, porção de degustação
allergy | avisei da alergia a amendoim e o molho do frango era de amendoim. Sorte que o antialérgico mora na minha bolsa
`,
);

/** Set AN: loyal customers' mixed reviews: praise and one or two complaints in any order. */
export const BY_OTHERS_AN = parseReviews(
  "othersAN",
  `
praise | peço toda sexta e nunca me decepcionou, o strogonoff de vocês é o melhor do bairro
praise; packaging | a comida tava maravilhosa como sempre, só a embalagem que chegou toda amassada e o molho escorreu pela sacola
praise; courier; mod:courier | o prato tava impecável, mas o entregador se recusou a subir e ficou buzinando na frente do prédio
praise | demorou um pouquinho mas valeu cada minuto, que lasanha!
praise; packaging | sabor nota 10, embalagem nota 3: a tampa do caldo abriu dentro da sacola
praise | não tenho do que reclamar, mais uma vez tudo certinho
praise | nada a desejar. pizza quentinha, massa fina e borda crocante
praise; missingItem | o yakisoba é divino, pena que esqueceram os hashis e o sachê de shoyu
delay; praise | o app dizia 40 minutos e levou quase 1h30. fora isso, a marmita estava ótima como sempre
praise; portion | adoro o tempero de vocês, mas a porção de fritas veio bem menor que da última vez
praise; pricePortion | a qualidade continua a mesma, mas o preço subiu e o prato encolheu, aí complica
praise | sem defeitos. cliente fiel desde 2021 e continuo apaixonada
praise; cold | lanche gostoso mas chegou frio, o cheddar já tinha endurecido
customisation; praise | pedi sem cebola e veio com cebola de novo. de resto, tudo delicioso
praise; wrongItem | sou fã da de frango com catupiry, mas dessa vez mandaram calabresa. comi assim mesmo, só que não era a minha
paidExtra; praise | paguei bacon extra e não veio nem um pedacinho. o hambúrguer em si, perfeito
praise; warmDrink | comida excelente, já o guaraná veio quente e sem gás
praise; melted | o petit gâteau é incrível, mas o sorvete chegou derretido, virou sopa
praise; service | o dono é um amor, mas a moça do whatsapp me respondeu bem seca hoje
unanswered; praise | liguei três vezes pra corrigir o número da casa e ninguém atendeu. por sorte chegou certo, e a comida tava ótima
taste; praise | o arroz veio salgado hoje, mas o feijão tropeiro salvou, esse nunca erra
praise | melhor coxinha da cidade, sem exagero nenhum
price; praise | a taxa de entrega de 12 reais tá pesada, mas o sushi continua o melhor que já comi
praise | tudo perfeito, até bilhetinho escrito à mão veio. obrigada pelo carinho!
praise; foreignBody | amo o hambúrguer de vocês, mas dessa vez achei um fio de cabelo no pão. espero que tenha sido só dessa vez
 | pedido recebido
delay; praise | entrega relâmpago, só 1h50 🙄 mas o frango assado continua uma delícia
app; mod:app; praise | o cupom não aplicou no app e paguei o valor cheio, mas isso é coisa do ifood, a comida de vocês tá sempre boa
praise | impossível reclamar de um açaí desses
praise; taste | a pizza tava boa mas a massa veio meio crua no centro, estranhei porque costuma vir perfeita
praise; raw | o frango à parmegiana sempre foi meu preferido, mas hoje o frango tava rosado e cru no meio, não consegui comer
praise; delay | tudo ótimo, a massa no ponto, o molho caseiro maravilhoso, só atrasou uns 40 minutos, e o brownie de sobremesa é um sonho
praise | sempre bem servido, sempre quentinho, sempre no horário. não tem erro
portion | peço aqui toda semana. hoje o açaí de 500ml veio pela metade do copo, dava pra ver o fundo
praise; missingItem | adoro esse lugar, mas pela segunda vez esqueceram o refrigerante do combo
poisoning; praise | sou cliente há anos e sempre amei a comida, mas depois do pedido de ontem eu e meu marido passamos a noite vomitando. fiquei muito chateada
praise | zero defeitos, como sempre. parabéns à cozinha
customisation; praise | a carne veio mal passada e eu tinha pedido bem passada. mas o molho de vocês é tão bom que nem liguei
wrongItem; praise | veio o pedido de outra pessoa, com nome e tudo. o pessoal resolveu rapidinho e mandou o certo, atendimento nota 10
allergy; wrongItem; praise | amo os lanches daqui e sou celíaca, então sempre peço no pão sem glúten. hoje veio no pão comum, por sorte percebi antes de morder
spoiled; praise | a maionese da casa veio azeda hoje, estranhei porque sempre foi a melhor parte do pedido
mod:offensive; wrongItem; praise | o lanche é sensacional, mas a anta do caixa errou meu pedido pela terceira vez
praise | cheguei cansada do trabalho e esse caldo verde me salvou. perfeito
praise; packaging | o bolo chegou lindo e gostoso, só a caixa que veio mal fechada e quase abriu no caminho
taste; praise | a batata veio murcha e encharcada de óleo dessa vez. o hambúrguer continua excelente
praise | os donos são muito atenciosos e a comida é feita com amor, dá pra sentir
price; praise | tá ficando caro pedir aqui, mas não consigo largar essa parmegiana
praise; delay | a comida é boa demais, mas sábado à noite é sempre a mesma coisa: mais de uma hora de espera
 | nada demais, normal
praise; cold | o sabor tava ótimo, pena que a sopa chegou morna
praise; courier; mod:courier | vocês são sempre ótimos. o motoboy é que foi grosso comigo quando pedi pra ele esperar eu descer
praise | perfeito do começo ao fim: atendimento, embalagem, sabor
praise; service | a comida chegou ótima, mas quando liguei pra perguntar do pedido o rapaz desligou na minha cara
unanswered; delay | sempre peço aqui, mas hoje o pedido atrasou uma hora e mandei mensagem no chat, ninguém respondeu
praise | se pudesse dava 6 estrelas
praise; taste | o feijão tava sem sal, meio sem graça. o resto, perfeito como sempre
praise; paidExtra | a borda recheada de catupiry que eu paguei veio sem recheio nenhum. fora isso a pizza tava ótima
praise | Nothing to complain about, best açaí bowl I've had in São Paulo.
praise; cold | Been ordering here for months and the ramen is amazing. Only issue: it arrived lukewarm this time.
praise; missingItem | La comida riquísima como siempre, pero faltó la gaseosa que pedí.
praise; foreignBody | Siempre pido aquí y me encanta, pero hoy encontré un pedazo de plástico en la ensalada.
praise; packaging | Food was great as usual, but the soup leaked all over the bag.
praise; pricePortion | Love the flavour, but R$48 for this tiny poke bowl is a bit much now.
praise; courier; mod:courier | Delicious burger. The driver was rude and made me walk down to the street, though.
praise | Sin quejas, todo impecable como siempre.
taste; praise | La pizza llegó con el borde quemado, una pena porque el resto estaba perfecto.
praise; wrongItem; diet | a comida tá sempre ótima, mas pedi coca zero e mandaram a normal. sou diabético, não pude tomar
praise; diet | sou vegetariana e amo o hambúrguer de grão de bico de vocês, mas hoje veio com bacon por cima
mod:hate; service; praise | a comida é ótima, mas manda esse atendente viadinho aprender a responder cliente
mod:threat; wrongItem; praise | gosto muito de vocês, mas se errarem meu pedido de novo eu vou aí e quebro essa loja inteira
mod:noOrder | sempre peço aqui, mas tão falando no grupo do condomínio que acharam rato na cozinha de vocês. é verdade?
mod:refund; missingItem; praise | adoro a esfiha de vocês. o problema é que faltou o refri semana passada, pedi reembolso e o ifood até hoje não estornou
raw; customisation; praise | pedi o hambúrguer bem passado e veio sangrando, cru por dentro. o pão e o molho continuam ótimos
praise; delay | almoço chegou às 14h sendo que pedi 12h15. mas tava gostoso como sempre, não vou mentir
praise | simplesmente o melhor pastel que já comi
praise | comida caseira de verdade, igual à da minha avó
price; praise | o combo é ótimo, só acho o preço das bebidas meio salgado
praise | sem erro nenhum, pedido perfeito
taste; praise | o peixe tava ótimo mas o arroz do sushi veio duro, parecia de ontem
praise; wrongItem | pedi o tamanho grande e veio a média. mesmo assim, tava uma delícia
praise; missingItem | o frango frito é viciante. só faltou o molho barbecue que vem no combo
delay; cold | peço sempre, mas hoje levou 1h10 e chegou tudo frio
praise | o atendimento pelo chat é rápido e educado, e a comida nunca falha
praise; packaging | amo o bobó de camarão, mas o pote veio mal fechado e metade ficou na sacola
praise | vocês nunca erram meu pedido, nem com todas as minhas observações malucas
praise; customisation | pedi o molho à parte e veio tudo misturado. mas os ingredientes são sempre fresquinhos, isso ninguém tira
general; praise | já foi melhor, não sei o que aconteceu. mas o atendimento continua simpático
praise | Chegou antes do previsto e bem embalado. Nota máxima
praise; melted | o milkshake de ovomaltine é o melhor, mas chegou líquido, derretido
praise; portion | o recheio da tapioca tá cada vez mais econômico, mas o sabor segue ótimo
praise; taste | a carne tava dura e borrachuda dessa vez. o arroz e a farofa tavam ótimos
praise | tudo certo, tudo gostoso, tudo no capricho
notDelivered; praise | o app marcou como entregue mas o pedido nunca chegou aqui. fiquei triste porque amo essa pizzaria
praise; customisation | pedi a carne ao ponto e veio bem passada, mas ainda assim tava suculenta. adoro a casa
praise | cliente desde que abriram e nunca tive um problema sequer
praise; warmDrink | o suco natural é uma delícia, só veio quente dessa vez
praise; unanswered | a comida tava ótima, mas mandei mensagem pra pedir nota fiscal e até agora ninguém respondeu
other=troco errado; praise | o marmitex tava maravilhoso, mas voltou troco errado, faltaram 10 reais
praise | a melhor parte da minha semana é a feijoada de sábado de vocês
pricePortion; praise | pagar 35 reais num x-salada que cabe na palma da mão é osso. o sabor é bom, mas tá caro pro tamanho
praise | não tem como não amar esse brigadeiro
praise; taste | o camarão tava perfeito, mas o risoto veio empapado
praise; unanswered | tentei falar com a loja pelo chat pra trocar a bebida e ninguém respondeu, mas o resto veio certinho e gostoso
wrongItem | mais uma vez trocaram o sabor do meu sorvete, pedi morango e veio flocos
praise | a equipe é sempre atenciosa, até me ligaram pra avisar que ia atrasar um pouco. amei o cuidado
praise; missingItem | faltou o talher e o guardanapo, mas tudo bem, a comida compensa sempre
praise | comida saborosa, bem temperada, chegou quentinha. não mudem nada!
praise | entrega rápida, motoboy educado, comida deliciosa. combo perfeito
praise; cold; delay | o motoboy rodou o bairro inteiro antes de chegar aqui, 1h de espera e a pizza fria. mas é a melhor pizza da região, então vou continuar pedindo
praise | perfeito, como sempre
 | segundo pedido da semana
praise; packaging | o hambúrguer chegou desmontado, a caixa toda amassada. o gosto, porém, impecável como sempre
praise; service | a comida não muda, sempre boa. já a atendente do balcão hoje foi bem mal educada quando fui retirar
praise | pedi pela primeira vez por indicação e já virei fã
praise; taste | a lasanha tava muito gordurosa hoje, boiando no óleo. normalmente é perfeita
praise; delay | tudo delicioso. só poderia ser um pouco mais rápido, esperei mais de uma hora
praise; portion | o sabor é ótimo, mas quase não tinha carne no pastel de carne
praise | atendimento excelente, resolveram um problema meu sem eu nem precisar insistir
praise; wrongItem | veio frango no lugar do peixe, mas até que gostei kkk. continuo fã
praise | meu pedido de todo domingo, cinquenta e poucos pedidos e nenhum deslize
praise; price | tudo uma delícia, mas a taxa de entrega dobrou de uma semana pra outra
praise | não tem um defeito pra apontar. nota 10
customisation; praise | escrevi "sem pimenta" bem grande na observação e veio ardendo. tirando isso, amo a comida
praise; delay; service | adoro o lanche, mas perguntei do atraso no chat e me responderam "tá saindo" três vezes, de má vontade
praise | demorou, mas a espera valeu: costela desmanchando
praise; missingItem | amo a coxinha, mas dos 10 salgados vieram 8
praise | o capricho na apresentação é lindo, dá até dó de comer
taste; praise | o tempero mudou? achei o frango bem sem gosto hoje. o resto tava bom como sempre
praise; allergy | avisei que sou alérgica a amendoim e o doce veio com paçoca por cima, sorte que vi. a comida salgada de vocês é perfeita
praise | pedi pra família toda, todo mundo elogiou
praise; service | o pessoal da cozinha é nota 10, mas o atendimento no telefone deixa a desejar, sempre com pressa e grosso
praise | mais um pedido sem nenhum problema, obrigado
delay; praise | o pedido chegou quase 2 horas depois. o sabor compensou, mas 2 horas não dá, né
praise | o temaki é gigante e bem recheado, vale cada centavo
praise | a marmita fitness é a única que eu aguento comer todo dia, tá de parabéns
praise; packaging | o açaí chegou todo virado na sacola, vazou tudo. mas é o melhor açaí, sem dúvidas
praise; paidExtra | paguei adicional de queijo e veio a mesma quantidade de sempre, sem adicional nenhum. de resto, ótimo
praise | Amei tudo! Tudo fresquinho e bem temperado
general | sou cliente há anos, mas o pedido de hoje foi decepcionante do começo ao fim
praise; missingItem; cold | a pizza estava ótima, mas o refrigerante não veio e a esfiha chegou gelada
praise; cold; taste | batata chegou fria e mole, mas o hambúrguer tava quentinho e perfeito
praise | não precisa melhorar nada
other=menos plástico; praise | amo a comida, só queria que vocês usassem menos plástico nas embalagens, vem muita coisa descartável
wrongItem; missingItem; praise | veio esfiha de queijo no lugar da de carne e o kibe nem veio. pelo menos o atendimento foi rápido pra resolver
praise | comida boa e preço justo, difícil achar isso hoje em dia
 | entregue
praise; taste | a pizza é ótima, mas o pão de alho veio queimado embaixo
praise | só elogios, de verdade
praise; pricePortion | o preço aumentou de novo e o pote do strogonoff veio menor. o gosto continua ótimo, mas assim fica difícil ser fiel
praise; portion | o tempero é incrível, só queria que o arroz viesse em mais quantidade
`,
);

/** Set AT: orders said every way: wrong, missing, paid extras, notes, diets, and mentions that are no complaint. */
export const BY_OTHERS_AT = parseReviews(
  "othersAT",
  `
wrongItem | pedi pizza de calabresa e veio de frango com catupiry, nem gosto de frango
wrongItem | mandaram a marguerita no lugar da portuguesa. olhei a comanda grampeada na caixa e tava escrito portuguesa, ou seja erraram na montagem
customisation | pedi SEM CEBOLA, escrevi na observação em maiúsculo, veio com cebola até no molho
paidExtra | paguei 6 reais de bacon extra e nao tinha uma tirinha de bacon no lanche
missingItem | o combo vem com batata e refri ne? so chegou o lanche sozinho
paidExtra | paguei borda recheada de cheddar e veio borda normal
wrongItem; unanswered | era pra ser x-salada e veio x-egg. liguei na loja 3x ninguem atendeu
wrongItem; diet | pedi coca zero pq sou diabetico e mandaram coca normal. so percebi depois de beber metade. isso é sério gente
warmDrink | refri chegou quente, parecia q tinha ficado no sol
melted | o açai chegou virado sopa
praise | pedi sem cebola e veio certinho, obrigado pelo cuidado
wrongItem | trocaram meu pedido, veio o de outra pessoa, tinha o nome "Marcos" na etiqueta e eu me chamo Juliana
missingItem | chegou metade do pedido. eram 2 marmitas e veio 1
customisation; taste | pedi o hamburguer ao ponto e veio bem passado, seco igual sola de sapato
pricePortion | 45 reais num poke que nao enchia meia tigela. nao vale
customisation | pedi o molho separado e jogaram em cima de tudo
paidExtra | paguei adicional de queijo e veio com uma fatia so, igualzinho ao lanche normal
warmDrink | guarana sem gas nenhum, choco total
diet | sou vegana, pedi o burger vegano e claramente veio com queijo de verdade derretido em cima. a descrição diz zero derivado animal
 | trocaram o refri porque tinha acabado e me avisaram antes, de boa
wrongItem | pedi tamanho grande e veio media. paguei pela grande
missingItem | esqueceram a batata do combo. de novo. terceira vez
missingItem; unanswered | faltou o suco, mandei msg no chat da loja e ate agora nada
wrongItem; service | veio sabor errado, liguei e a moça falou "foi o que tinha" e desligou na minha cara
praise | o adicional de bacon vale cada centavo, vem bacon pra caramba
melted | sorvete chegou liquido, dava pra tomar de canudinho
wrongItem | parabens, pedi frango e veio peixe, amei a surpresa 🙃
customisation | pedi sem tomate, veio com tomate. leiam as observações por favor, ta la pra isso
customisation; diet | pedi sem requeijao pq cortei lactose (nao é alergia, é escolha minha) e veio lotado de requeijao
missingItem | nao vieram os talheres nem o guardanapo. comi com a mão
paidExtra; unanswered | paguei molho extra de alho (3 reais cada, pedi 2) e nao veio nenhum. tentei falar com a loja pelo chat e nada
wrongItem | pedi refri lata e veio um suquinho de caixinha
 | veio tudo que pedi
wrongItem | o pedido era de 2 pizzas grandes, veio 1 grande e 1 broto. como assim
customisation | pedi pra nao colocar picles, veio picles. detalhe: eu avisei 2 vezes, na observação e no chat
pricePortion | o preço subiu 8 reais em 2 meses e a porção diminuiu. a batata agora vem numa embalagem de criança
diet | pedi o prato vegetariano e tinha pedaço de bacon no meio do feijão. sou vegetariano ha 10 anos
paidExtra | adicional de catupiry cobrado e a pizza veio sem catupiry nenhum. 9 reais jogados fora
missingItem; wrongItem | pedido incompleto e ainda com sabor trocado. faltou a esfiha de carne e a de queijo veio de calabresa
cold; warmDrink | a comida chegou fria e a cerveja quente. inverteram tudo
praise | pedi o ponto da carne mal passado e veio perfeito, suculento. raro acertarem isso no delivery
melted; missingItem | o petit gateau veio com o sorvete derretido e faltou a calda que vinha junto
wrongItem | mandaram suco de laranja no lugar de maracujá
wrongItem; unanswered | veio errado e quando liguei chamou chamou e nada, parece que o telefone fica fora do gancho
wrongItem | errar é humano mas errar o pedido inteiro?? pedi yakisoba e veio temaki
customisation | montei o açai só com leite em pó e granola, veio com banana, morango e leite condensado. sim, eu sei, reclamando de vir mais coisa, mas eu nao como banana
paidExtra | paguei pela borda de chocolate, veio sem borda e sem chocolate
pricePortion | 32 conto numa marmita com 3 colheres de arroz e um bife do tamanho de um celular. caro demais pra isso
missingItem | pedi 10 coxinhas, contei 7
 | pedi meio a meio calabresa e 4 queijos, veio como pedi. entrega normal
customisation | escrevi bem passado e veio ao ponto, rosinha no meio. nao era o que pedi
warmDrink | o mate chegou morno, sem gelo nenhum
customisation; diet; unanswered | pedi o suco sem açucar e informei que sou diabética. veio docíssimo. liguei pra avisar e ninguem atendeu
wrongItem | veio pedido de outra pessoa. ainda bem que a pessoa pediu coisa boa kkkk mas e o meu?
missingItem | faltou metade do pedido, cade o meu refri e a sobremesa??
paidExtra; service | paguei ovo adicional, nao veio. reclamei no chat e responderam "o ovo ja ta incluso no lanche" sendo que cobraram a parte. zero respeito
praise | veio tudo que pedi e ainda mandaram um bombom de brinde, amei, obg pelo carinho
wrongItem; missingItem | mandaram coca no lugar do guaraná e esqueceram o ketchup
customisation | separado significa SEPARADO. pedi a salada com molho separado e veio afogada no molho
pricePortion | pizza "grande" de 70 reais que parece média. o tamanho diminuiu e o preço so sobe
melted | bolo de sorvete chegou derretido, o parabens do meu filho foi com sorvete escorrendo no prato
wrongItem | era pra ser pastel de carne, veio de palmito. tudo bem que é pastel mas né
customisation | pedi sem gelo e veio metade do copo de gelo
missingItem; unanswered | o combo casal vinha com 2 sobremesas e nao veio nenhuma. liguei 5 vezes, chama ate cair
 | pedi sem cebola e sem picles. veio sem. normal, nada demais
paidExtra | adicional de cheddar? so se for invisivel. paguei e nao veio
wrongItem | pedi costela e veio frango. perguntei pro entregador e ele disse que foi isso que a loja entregou pra ele
wrongItem; diet | pedi refrigerante zero, mandaram o normal. tenho diabetes e conto carboidrato, isso atrapalha muito
warmDrink | cerveja quente. nem adianta mandar se nao for gelada
mod:offensive; wrongItem | pedi hamburguer de picanha e veio de frango, bando de incompetente do caralho
missingItem | veio a pizza mas sem os sachês de ketchup e mostarda que eu pedi
praise | trocaram a batata por mandioca pq tinha acabado, me ligaram antes pra perguntar. atendimento nota 10
customisation; service | pedi sem pimenta, veio ardendo. quando reclamei falaram que "é so um pouquinho". é o meu estomago, nao o seu
pricePortion | caro pra caramba pro que vem. 38 reais em 6 nuggets e uma batata pequena
wrongItem | pedi o copo de 500ml e veio o de 300ml
paidExtra; unanswered | paguei a borda de catupiry, nao veio, e a loja nao responde nem no chat nem no telefone
missingItem | esqueceram meu hamburguer. isso. o hamburguer. veio so batata e refri
wrongItem | combinado de 30 peças, veio o de 20. conferi a embalagem, é o de 20
customisation | o arroz era pra vir separado do feijão, veio tudo junto num pote so
 | pedi de novo, veio tudo, inclusive o refri e os talheres
delay; melted | demorou 1h30 e o milkshake chegou derretido
wrongItem; diet | pedi a opção com pão sem glúten (nao sou celiaca, so evito) e veio no pao normal
wrongItem | vcs mandaram pizza doce no lugar da salgada. de brigadeiro. eu pedi frango
praise | a borda recheada é show, veio bem cheia de catupiry
missingItem; unanswered | faltou a farofa e o vinagrete da marmita, tentei falar com o restaurante pelo whats e so visualizaram
paidExtra | cobraram 4 reais de "molho especial extra" e veio o mesmo tanto de molho de sempre, ou seja o extra nao veio
customisation | pedi a picanha no ponto pra menos, veio cinza de tao passada
customisation | o lanche do meu filho era pra ser sem nada, so pão e carne. veio com alface, tomate, maionese. ele nao comeu
warmDrink; melted | o suco veio quente e a mousse derretida
praise; pricePortion | comida gostosa, mas 50 reais numa porção que nao da pra 1 pessoa ta osso
 | o restaurante avisou que tava sem coca e mandou pepsi, perguntaram antes se podia. tranquilo
missingItem | e o refri do combo? vai vir por sedex?
customisation; taste | pedi a carne separada da salada pra nao murchar, veio tudo junto e a alface murcha
wrongItem; unanswered | veio o pedido de outra pessoa, liguei pro restaurante, ninguem atende, mandei msg, ninguem responde. to sem jantar
paidExtra | adicional de bacon cobrado e so achei um farelinho, praticamente nao veio
praise | pedi a marmita fit sem arroz e com dobro de salada e mandaram exatamente assim, amei
diet | pedi o yakisoba de legumes e tinha tiras de frango no meio. sou vegetariano, tive que jogar fora
pricePortion | o açai de 700ml agora vem pela metade. mesmo preço. ta de sacanagem
warmDrink | o suco chegou quente, o gelo tinha derretido todo
missingItem | o pedido veio pela metade, so 1 dos 2 lanches
wrongItem; customisation | pedi o x-bacon sem maionese, veio x-salada e com maionese. nao acertaram nada
wrongItem; service | veio a pizza errada, liguei e o cara disse que eu que pedi errado. mostrei o print e ele continuou falando que nao
 | pedi pra trocar a batata por salada, veio trocado. ok
paidExtra; missingItem | paguei adicional de queijo que nao veio e ainda faltou o refri do combo
melted | o sundae veio derretido e misturado, parecia um mingau
wrongItem | pedi a broto e veio a gigante. ok, mais comida, mas era pra criança e eu nao queria
customisation | ponto da carne ignorado como sempre. pedi mal passada
wrongItem; diet | minha mae é diabetica, pedi o doce diet e veio o tradicional. sorte que ela perguntou antes de comer
pricePortion | paguei 60 reais num combo que diz "serve 2" e nao serviu nem 1
praise; warmDrink | lanche maravilhoso, mas o refri chegou sem gás nenhum
wrongItem; missingItem; unanswered | mandaram o sabor errado, faltou a batata, e o telefone da loja so da caixa postal. maravilha
 | veio a coca normal no lugar da zero mas eles avisaram antes e eu aceitei, sem problema
customisation; diet | escrevi "batata sem sal" pq sou hipertenso e to em dieta com pouco sodio, veio com sal normal
missingItem | nao veio a colher do açai. como q come?
praise; paidExtra | pizza boa, mas paguei borda recheada e veio sem recheio nenhum
wrongItem | pedi no pão frances e veio no pão de forma. parece bobo mas muda tudo
pricePortion; service | porção de fritas de 30 reais com umas 15 batatas. reclamei e a resposta foi "é o padrão". padrão de assalto
praise | pedi o refri bem gelado e chegou trincando, perfeito
wrongItem | pedi pizza de 4 queijos e veio de mussarela pura
missingItem; unanswered | pedi 3 marmitas, vieram 2. a loja fechou o chat e nao atende ligação
customisation | pedi pra cortar a pizza em 12 pedaços, veio em 8
melted | picolé chegou mole, tudo derretido no palito
customisation; diet | sou vegano, pedi leite de aveia no café e colocaram leite normal
missingItem | faltou o molho barbecue que vem no combo da costela
other=nota fiscal com CPF | pedi nota fiscal com CPF na observação e nao veio nota nenhuma
other=cobrança diferente do cardápio | no cardapio o lanche ta 24,90 e na conta que veio junto cobraram 27,90
 | pedi sem cebola, veio sem. era so isso mesmo
praise | veio tudo que pedi, certinho, ate o guardanapo extra que pedi na obs. nota 10
paidExtra; unanswered | paguei 2 adicionais de carne, veio 1 hamburguer so. liguei, caixa postal
mod:refund; wrongItem | veio pedido errado e o ifood negou o reembolso. nao vou pagar por comida que nao pedi
missingItem | cade a batata? cade o refri? so veio o lanche e a notinha
diet | pedi o bolo "sem açucar" pra minha vó diabetica e no rotulo tinha açucar mascavo nos ingredientes
customisation | bem passado pra mim é bem passado. veio rosado. terceira vez que peço e ignoram
praise; wrongItem | a atendente é um amor mas o pedido veio trocado, veio o de outro cliente
pricePortion | 29,90 numa marmita P que é menor que marmita infantil de outros lugares
delay; melted | demorou tanto que o sorvete chegou como milkshake
paidExtra | pedi e paguei o adicional de batata palha, nao veio
 | cliente desde 2020, dessa vez trocaram o suco de uva por laranja mas foi avisado. sem estresse
wrongItem | veio tamanho P, pedi G. e cobraram G
customisation; unanswered | pedi pra mandar o molho separado, nao mandaram, e quando tentei falar com a loja ninguem respondia
praise | gostei que respeitaram o pedido sem lactose, sou intolerante e nao tive nenhum problema
mod:offensive; customisation | pedi sem cebola PORRA, é tão dificil ler? cambada de analfabeto
wrongItem; diet | pedi o frango grelhado e veio frango empanado. pra quem ta de dieta isso faz diferença
paidExtra; wrongItem | paguei o upgrade pro copo de 700 e veio o de 500
warmDrink | o chá gelado veio morno kkk chá gelado morno é só chá
praise | o combo veio completo, batata sequinha, refri gelado. top
 | pedi a carne ao ponto, veio ao ponto
praise | adicional de queijo generoso, vale a pena pagar
 | pedi tudo separado como sempre e veio separado
praise | esqueceram o refri mas ligaram na hora avisando e mandaram outro motoboy com ele em 15 min. isso que é atendimento
`,
);

/** Set AS: a marketplace trust-and-safety test set: what to send to moderation and what only looks like it. */
export const BY_OTHERS_AS = parseReviews(
  "othersAS",
  `
praise | puta que pariu que açaí bem servido
diet | sou diabética, pedi coca zero e mandaram coca normal
allergy | escrevi ALERGIA A AMENDOIM e veio paçoca em cima do açaí. vou processar
praise | entregador super educado e comida top
mod:offensive; wrongItem | veio o pedido de outra pessoa, a moça do balcão é uma anta
mod:courier; courier | o motoboy foi super grosso, jogou a sacola na minha mão e saiu xingando
missingItem | vim aqui sem xingar ninguém, mas poxa, faltou o suco e a sobremesa. paguei por tudo
mod:refund | o ifood falou que devolvia o dinheiro em 5 dias úteis e nada até agora
mod:offensive; other=vale refeição não aceito | não aceitaram vale refeição na entrega, seus otários, pra que coloca a opção então
other=embalagem reciclável isopor | poderiam usar embalagem reciclável em vez de isopor
mod:offensive; notDelivered | pedido nunca chegou e marcaram como entregue, bando de pilantra safado
mod:offensive; taste | pizza sem sal nenhum, o pizzaiolo é um bosta
mod:offensive; paidExtra | paguei bacon extra e nao veio, caloteiros de merda
pricePortion | R$ 52 num prato que cabe na palma da mão. isso é um roubo
poisoning | minha família toda passou mal depois da marmita. vou denunciar pra vigilância e pro procon
foreignBody | minha colega tinha falado de cabelo na comida, achei exagero, hoje achei um cabelo no meu próprio prato
general | nunca mais peço aqui
portion | o pessoal do trabalho comentou que a porção diminuiu, pedi e confirmo: veio bem menos batata que antes
price | cobraram 2 reais por cada sachê de ketchup sem avisar, vou registrar no procon
mod:offensive; foreignBody | cabelo no meu yakissoba, cozinha de porco, gente nojenta
wrongItem | veio refri de laranja e eu pedi guaraná
mod:refund; wrongItem | veio sabor errado, abri chamado e o suporte do app disse que não tenho direito a reembolso pq "consumi parte". ridículo
mod:threat; foreignBody | achei uma barata na marmita. vou espalhar no tiktok a cara do dono e o cpf dele
poisoning | passei a noite inteira vomitando depois do strogonoff de ontem. cuidado com o que vcs servem
service; praise | comida excelente, só o rapaz do telefone que precisa de mais simpatia
mod:threat; notDelivered | pedido não chegou, amanhã vou aí com os parceiros resolver do meu jeito
mod:offensive; cold | lanche gelado DE NOVO, cozinheiro porco e preguiçoso
mod:noOrder | vi no grupo do face que alguém passou mal comendo aqui, nem arrisco
mod:threat | vou expor o dono no insta, sei que ele sonega e trai a mulher, vai todo mundo saber
mod:refund; missingItem | faltou o refri, pedi reembolso no app e o ifood negou. absurdo
mod:app; app | rastreio travado em "saiu para entrega" o tempo todo, app horrível
mod:threat; mod:offensive; missingItem | esqueceram a batata seus lixos, vou meter bala nessa espelunca
mod:offensive; portion | porção de batata ridícula, dono mão de vaca sovina do c@ralho
cold | minha irmã disse que sempre chega frio, pedi hoje e realmente chegou frio
mod:noOrder | nunca pedi aqui mas dizem que a carne é de gato
praise | meu amigo disse "essa loja é lixo, os caras são uns idiotas". discordo total, pedi e veio tudo certinho e gostoso
 | esqueci de pedir o molho extra, falha minha. da próxima eu peço
delay; praise | atrasou uns 20 min mas a comida compensou
foreignBody | tinha uma barata dentro do pastel. vou denunciar na vigilância sanitária sim
mod:app; app | cobraram no cartão e o app cancelou sozinho dizendo falha no pagamento
wrongItem | boa noite. pedi uma de frango com catupiry e veio de calabresa. sei que erros acontecem, mas peço mais atenção
courier | o motoboy de vcs mesmo, não o do ifood, foi bem grosso comigo no portão
praise; delay | demorou pra caralho mas valeu cada minuto, hamburguer foda demais
other=nota fiscal | pedi nota fiscal e não mandaram junto
app; praise | o app travou na hora de pagar e tive que pedir de novo, mas a comida veio impecável
praise | sushi fresquinho, amei
mod:threat; raw | frango cru. vou postar a foto do dono com o endereço da casa dele em todo grupo do bairro
packaging | caixa amassada, a pizza toda grudada na tampa. fala sério
 | pedido recebido
mod:offensive; service | a do whats respondeu com deboche, vai se lascar sua idiota
customisation | sou educado mas tô furioso: pedi SEM tomate e veio lotado de tomate
praise | caralho que lanche bom, sério
raw | frango completamente cru por dentro, escorrendo sangue. isso é perigoso, revejam o preparo urgente
melted | sorvete chegou virando sopa, uma tristeza
mod:offensive; price | taxa de 15 reais pra entregar a 2 quadras, safados
taste | entendo que deve ser correria, mas o arroz veio empapado e o feijão sem sal nenhum
missingItem; praise | faltou o molho, mas vocês mandaram outro rapidinho. atendimento nota 10
notDelivered | meu pedido nunca chegou
 | pedi o tamanho errado sem querer, culpa minha. veio certinho o que eu marquei
mod:refund | cancelaram meu pedido e o estorno até hoje não caiu, 12 dias já
praise; portion | lanche muito gostoso mas achei pequeno
mod:threat; customisation | pedi sem pimenta e veio ardendo. da próxima eu enfio essa pimenta na goela do cozinheiro
mod:offensive; service | a menina do chat, a tal de Jéssica, é uma idiota, me tratou feito lixo
mod:courier; courier; delay | o motoboy ficou parado 40 min num posto, vi pelo mapa. chegou atrasado por culpa dele
packaging | o caldo vazou e molhou a sacola toda
mod:hate; foreignBody | achei cabelo na comida, também com esses venezuelano imundo na cozinha
praise | marquei sem cebola no item errado, não foi culpa da loja. lanche top mesmo assim
mod:refund; notDelivered | pedido não chegou e o app só me deu cupom em vez de devolver meu pix
mod:noOrder | nem comprei, só vim avisar que o dono não paga os funcionários
mod:offensive; taste | hamburguer torrado parecendo carvão, o chapeiro é um animal, demite esse jumento
mod:courier; courier | entregador fumando na hora de entregar, sacola fedendo a cigarro
mod:offensive; general | loja de merda, dono filho da p*ta
mod:offensive; missingItem | esqueceram a coca de novo seus merdas
mod:offensive; wrongItem | pedi x-bacon e veio x-salada. a atendente é burra ou só finge?
raw | a carne do espeto tava crua no meio
mod:offensive; delay; cold | duas horas e chegou frio. vcs são uma piada, lixo de gente
 | ok
spoiled | o leite condensado do açaí tava vencido, gosto azedo
spoiled | carne com cheiro de podre, já fiz denúncia na vigilância
praise | vou contar pra todo mundo do trabalho, melhor marmita da região
mod:hate | não peço mais, vi que a cozinha é cheia de b*iola
praise | eu que demorei pra descer e a pizza esfriou um pouco, mas tava uma delícia
taste | a pior pizza que já comi na vida, massa crua e borrachuda
cold; praise | comida boa mas chegou morna
mod:noOrder | dizem por aí que a vigilância já fechou essa loja duas vezes
praise; taste | a pizza é boa mas a massa veio meio crua no meio
mod:app; app | a taxa de serviço do ifood subiu de novo, tá abusivo
general | horrível
mod:offensive | vai tomar no c* dono dessa budega
praise | tudo perfeito, chegou quentinho e bem embalado
praise | porra mano, melhor coxinha da zona sul 🔥
app; missingItem | o app bugou e cobrou a taxa de entrega duas vezes, e ainda veio faltando o refri
mod:threat; wrongItem | errou meu pedido pela terceira vez. sei onde o motoboy de vcs mora, fica esperto
mod:offensive; raw | frango cru por dentro, tão querendo matar a gente? cozinheiro burro do caramba
delay | quase morri de fome esperando, 1h20 pra chegar
praise | esse x-tudo é de matar de tão bom
mod:courier; courier | entregador não quis subir nem com elevador funcionando, desci 8 andares de muleta
spoiled | maionese azeda, cheiro forte, joguei tudo fora. vergonhoso
service | a atendente foi seca e impaciente no telefone. não precisa me tratar assim, eu só estava perguntando
missingItem | veio sem os talheres
mod:threat; poisoning | meu filho passou mal com o frango de vcs. se acontecer alguma coisa com ele eu mato o dono
paidExtra | paguei borda recheada de catupiry e veio borda normal. vou no procon
mod:hate; taste | tempero horrível, coisa de baiano preguiçoso mesmo
praise | dizem que o melhor hamburguer do bairro é daqui, e é mesmo. pedi ontem e amei
other=troco errado faltou 10 reais | o entregador de vcs voltou o troco errado, faltou 10 reais
delay; unanswered | com todo respeito, mas é a terceira vez que meu pedido atrasa mais de uma hora e ninguém responde o chat. estou bem chateado
mod:offensive; service | o gerente Marcos é um grosso, arrogante de merda, não sabe tratar cliente
courier; missingItem | entregador foi grosso e ainda faltou o refri no pedido
warmDrink | refrigerante quente e sem gás, que decepção
praise | meu amigo falou que aqui era ruim, resolvi pedir pra ver e ele tava muito errado. tudo ótimo
notDelivered; unanswered | marcaram como entregue e não chegou nada. liguei 4x na loja e ninguém atende. muito decepcionado
mod:refund | paguei duas vezes no cartão e o estorno da segunda cobrança nunca veio
diet | pedi o hamburguer vegano e veio com queijo normal
praise | eu que não gosto de coentro, devia ter lido a descrição. a comida em si é bem feita
mod:hate; service | o atendente v1ado ficou de gracinha comigo no telefone
pricePortion | tá caro pra cacete pro tamanho do lanche
mod:offensive; packaging | açaí veio todo derramado na sacola, quem fechou isso é um imbecil
mod:offensive; unanswered | liguei 5 vezes e ninguem atende, vagabundos
mod:hate; delay | demorou 1 hora pq contrataram esses m*cacos que não sabem trabalhar
mod:hate; missingItem | faltou o guaraná, tbm né, atendida por um trav*co
mod:hate; wrongItem | só podia ser paraíba pra errar o pedido assim, volta pro nordeste
unanswered | mandei mensagem pra loja e até agora sem resposta
delay; cold | DUAS HORAS de espera e o lanche chegou gelado. inadmissível, nunca mais peço
mod:threat; delay | se atrasar mais uma vez eu vou aí e quebro essa loja inteira
price | taxa de entrega cara demais pro meu bairro
foreignBody | encontrei um pedaço de plástico duro no meio do arroz, quase quebrei um dente. inaceitável
mod:offensive; pricePortion | 45 conto nessa marmitinha de merda, cambada de ladrão
mod:hate; cold | a sapat*o do caixa deixou meu lanche esfriando no balcão
praise | essa porra de batata é viciante, ja pedi 3x essa semana
praise | coloquei o endereço errado, culpa minha, e o entregador ainda foi super atencioso e levou no lugar certo. obrigada!
mod:noOrder | a Brasa Burger da esquina é mil vezes melhor, pede lá. aqui é tudo congelado
notDelivered; service | pedido não chegou e a loja falou que não é problema dela. vou no procon
praise | atendimento nota 10, voltarei a pedir
mod:noOrder | ouvi falar que tem rato na cozinha, alguém confirma?
mod:noOrder | minha vizinha trabalhou nessa cozinha e falou que eles reaproveitam a comida que volta. fujam
customisation | pedi a carne mal passada e veio bem passada
mod:offensive; customisation | escrevi SEM CEBOLA em maiúsculo, vcs são analfabetos? cambada de jumento
wrongItem; service | terceira vez que vem errado e quando reclamei no chat a resposta foi "acontece". péssimo
mod:offensive; delay | 1h40 esperando, bando de incompetente do caralho, vão se fuder
paidExtra | paguei adicional de cheddar e não veio
mod:threat; service | a atendente desligou na minha cara. espera eu passar aí que ela vai apanhar
mod:courier; courier | o entregador chegou com o lacre rasgado e a sacola aberta
delay | entrega relâmpago, só 1h30 🙄
allergy | avisei que sou alérgica a camarão e o molho veio com camarão. fui parar no hospital
mod:hate; price | loja de judeu, cobram até o sachê de ketchup
mod:noOrder | trabalho com pizza há 20 anos e essa massa aí é de mercado, qualquer um vê pela foto. recomendo a Forno di Nápoli
mod:courier; courier | o entregador me ligou 10x apressando e falou palavrão pq demorei 2 min pra descer
mod:noOrder | 1 estrela pq meu amigo disse que é ruim. nunca pedi
praise | cacete, que pastel bem recheado, parabéns pro cozinheiro
mod:app; app | o app não deixou usar meu cupom de 20 reais, fica dizendo inválido
`,
);

/** Set T: dictated or typed by people who write little: no punctuation or accents, homophones, regional words. */
export const BY_OTHERS_T = parseReviews(
  "othersT",
  `
packaging | a caixa da pizza veio amassada e a pizza toda grudada na tampa
raw | espetinho de frango cru por dentro sangue escorrendo
raw | o frango da marmita tava cru por dentro rosinha ainda minha filha quase comeu
missingItem; unanswered | faltou o acai da sobremesa mandei msg no chat 3 vezes e ate agora ninguem respondeu
taste; portion; service | lasanha queimada e pequena e o dono no whats ainda foi debochado
wrongItem | pedi x tudo mas mandaram x salada
praise; customisation | pastel otimo so a azeitona que eu tinha tirado no app veio mesmo assim
customisation; cold; delay | pedi sem maionese veio cheio de maionese chegou frio e 1 hora atrasado
packaging | marmitex veio aberto a tampa soltou e o feijao espalhou
| vcs abrem no domingo
taste | o lanche veio murcho e o pao todo molhado
taste | nossa senhora o frango da marmita seco e sem tempero nenhum
poisoning | comi o sushi as 20h de madrugada tava todo mundo aqui em casa vomitando e com diarreia
service | a atendente do whats me tratou com ignorancia so pq perguntei se tinha troco
other=nao mandaram maquininha de cartao; delay; cold | a loja disse que aceitava cartao na entrega e nao mandaram maquininha tive que correr no caixa eletronico e a comida chegou atrasada e fria
customisation | falei no obs sem pimenta que era pra crianca e veio ardendo
portion; wrongItem; unanswered | tapioca de queijo coalho veio de presunto pequenininha e o chat da loja ta mudo ate agora
mod:refund | o pedido foi cancelado e o estorno do ifood ate hj nao caiu ja faz 15 dias
cold | a marmita chego fria parecia q tinha saido da geladeira agora
allergy; customisation | sou celiaca escrevi no pedido SEM GLUTEN POR FAVOR e o lanche veio no pao comum
paidExtra | borda recheada de cheddar paga e veio a borda normal sem nada
spoiled; taste | o vinagrete tava azedo a carne salgada e o arroz queimado
pricePortion; taste; delay | churrasquinho de 25 reais vem dois pedaco de carne sem sal e ainda demorou 1h
delay | entrega relampago so levou 2 hora parabens
praise | melhor feijoada de bh concerteza
delay | pedi as 19h30 e so foi chega 21h10 quase duas hora as criancas chorando de fome
praise; missingItem | marmita deliciosa comida caseira de verdade so faltou a farofa
wrongItem | paguei a grande e veio media
foreignBody | tinha um pedaco de plastico duro no hamburguer quase quebrei o dente
missingItem; paidExtra; service | nao veio a batata nem o cheddar adicional que paguei e a moca no telefone riu da minha cara
cold; packaging; courier | pizza fria caixa toda de lado amassada e o motoboy nem pediu desculpa so entregou e virou as costa
mod:noOrder | minha vizinha falou que pegou infeccao com o sushi de vcs fica a dica pra todo mundo
taste | tapioca dura e borrachuda parecia chiclete
missingItem | o refri de 2 litro que eu paguei nao veio
mod:app; app | o cupom de desconto nao funcionou no app e cobrou o valor cheio
praise | o entregador foi muito educado e a comida chegou quentinha
mod:threat; notDelivered | se meu pedido nao chegar vou ai na loja e quebro tudo ta avisado
mod:noOrder | nunca comprei ai mas dizem que a cozinha e cheia de rato
other=nota fiscal nao enviada | pedi nota fiscal e nao mandaram
delay | duas hora pra chegar uma marmita que fica a 3 quadra daqui
mod:hate; service | atendente viadinho cheio de frescura nao quis trocar meu pedido
mod:offensive; wrongItem | a cozinheira e uma anta errou meu pedido de novo
wrongItem; packaging; unanswered | marmita de frango virou marmita de carne tava td derramado na sacola liguei e ninguem atendeu
praise | trem bao demais esse pao de queijo uai
customisation | eu avisei hamburguer sem tomate e veio com tomate
customisation | pedi o molho separado e veio td jogado em cima da salada
delay; courier; cold | motoboy chegou 50 min atrasado mal humorado jogou a sacola no portao e a comida ja tava fria
notDelivered | esperei ate 23h e nada o pedido nunca veio fui dormir sem janta
portion | tapioca de carne de sol com tres fiapo de carne
delay; cold; missingItem | demoro quase 2h a pizza veio fria e ainda faltou o guarana que eu paguei
general | pessimo nunca mais
wrongItem | era pra ser frango com catupiry mandaram de atum e aqui em casa ninguem come atum
courier; delay; missingItem | o entrgador errou o endereco 3 vez demorou uma vida e quando chegou faltava a coca
spoiled | peixe do sushi com cheiro forte estragado joguei td fora
praise; taste | o temaki tava otimo mas o hot roll veio encharcado de oleo
general | horrivel
warmDrink | suco de laranja chegou quente
| comida normal
foreignBody | achei um cabelo enorme no meio da lasanha perdi a fome
price | concerteza o mais caro da cidade 38 reais num x bacon simples
delay; unanswered; cold | 1h40 esperando tentei ligar umas 5 vez ninguem atendeu e derrepente chega o strogonoff frio
paidExtra | paguei 6 reais de bacon adicional e nao tinha um pedacinho de bacon no hamburguer
taste; portion; missingItem | feijoada sem sabor so osso e pele quase nada de carne arroz empapado e a laranja nao veio
taste | massa da pizza crua no meio e a borda queimada
unanswered | to tentando falar com vcs desde ontem e nada ninguem atende
delay | pedido da festa do meu pai era pra 18h chegou 19h40 agente ja tinha jantado
praise | muy rica la feijoada y llego rapido gracias
wrongItem; packaging; delay | o bolo do aniversario da minha neta veio com o sabor errado todo amassado e 1 hora atrasado
pricePortion | o marmitex era 30 agora ta 45 e vem menas comida
allergy; poisoning | sou intolerante a lactose perguntei no chat se o molho tinha leite falaram que nao passei mal a noite toda
diet | meu marido e vegetariano pedi a marmita vegetariana e tinha pedaco de bacon no feijao
portion | porcao de macaxeira veio com 6 pedaco contado
| pedido recebido
other=troco faltando 15 reais | o troco veio errado faltou 15 reais
cold | bah o xis chegou gelado tche
allergy; customisation | meu filho e alergico a camarao avisei no pedido e o acaraje veio com camarao gracas a deus eu vi antes
delay | uai so pra fazer um pao de queijo demorou 1 hora
pricePortion | 60 conto numa barca com 16 pecinha de sushi nao vale o que cobra
praise; delay | a pizza e muito boa mais demorou um pouco mais que o normal hj
missingItem; wrongItem; delay | aniversario da minha sogra pedi 100 salgados vieram 70 metade de queijo que ninguem pediu e ainda atrasou 40 min
pricePortion; taste; missingItem | acai de 28 reais veio pouquinho com gosto de gelo e esqueceram a pacoca
taste; portion | feijoada salgada demais e com pouca carne tive que jogar metade fora
missingItem; paidExtra; unanswered | faltou a farofa o ovo adicional que eu paguei nao veio e no chat so vacuo
mod:courier; courier | o entrgador do app abriu a sacola e comeu batata eu vi o lacre rompido
customisation | pedi sin cebolla y vino con mucha cebolla
praise | barbaridade que xis bom tche tri bagual
praise | acai top chegou rapidinho e bem servido
| chegou
portion | pastel de carne quase sem recheio so massa
| ok
customisation; missingItem; taste | acai sem banana eu pedi veio com banana faltou o leite ninho e tava aguado
foreignBody | no meio do arroz tinha uma formiga
mod:courier; courier | entregador do ifood quis que eu descesse 4 andar e ainda reclamou da gorjeta
melted | o sorvete da sobremesa chegou derretido virou sopa
taste | oxe acaraje sem gosto e o vatapa aguado nunca vi isso
warmDrink; melted; delay | cerveja quente sorvete derretido 1h30 de espera
general | terrible experience never again
missingItem | nao veio os sache de ketchup nem de maionese
praise | oxe que acaraje arretado visse mainha adorou
praise; portion | great burger but the fries portion was tiny
packaging; taste; price | pastel amassado na caixa massa crua e custando 18 reais cada
| primeira vez que peco vamos ver
praise; price | tapioca uma delicia mas ta ficando salgado o preco 22 reais
packaging | copo de acai com a tampa mal fechada melou a sacola toda
wrongItem | veio o pedido de outra pessoa ate o nome na comanda era outro
notDelivered; unanswered; app | o app diz entregue nao chegou nada liguei na loja ninguem atende e o suporte do ifood so manda mensagem automatica
portion | acai de 500ml veio pela metade do copo mo mixaria
missingItem | ordered 2 cokes only one came
customisation | coloquei na observacao sem cebola pq minha filha nao come e veio cheio de cebola
taste; portion | acai aguado e quase sem granola
delay; cold | la comida llego fria y tardo mas de una hora
wrongItem; missingItem; service | sushi trocado faltou o temaki e quando reclamei a atendente falou que eu tava mentindo
praise | comida maravilhosa minha mae amou o aniversario dela foi um sucesso obrigada de coracao
portion; cold; packaging | marmita pequena fria e com a tampa aberta
wrongItem | I ordered pepperoni pizza and got a veggie one
delay; service; wrongItem | demorou demais liguei e o rapaz disse que se nao quisesse esperar era so cancelar e no fim ainda veio o sabor errado
cold; delay | pizza chegou morna quase fria depois de 1h10 esperando
service | liguei na loja e a moca foi grossa disse que o problema nao era dela
customisation; taste; delay | pedi o ovo bem passado veio mole a batata encharcada e ainda demorou uma eternidade
mod:threat; foreignBody | achei cabelo na comida vou expor vcs no grupo do bairro e na tv ate fechar
packaging | o caldo da feijoada vazou td dentro da sacola chegou tudo melado
praise | sempre peco e nunca decepciona parabens a equipe toda
delay; warmDrink; cold | 1h20 de espera refrigerante quente e as esfiha fria
notDelivered | o pedido nunca chego e no aplicativo ta como entregue
taste | o cacetinho do lanche duro que nem pedra e a carne queimada
taste; cold | pastel encharcado de oleo pingando gordura e frio ainda
taste | carne do churrasco dura igual sola de sapato
mod:offensive; general | lixo de restaurante comida de porco vcs sao uns merda
portion | churrasco com 4 pedacinho de carne o resto era farofa e vinagrete
price | 12 reais de taxa de entrega pra dois km ta de brincadeira ne
missingItem | o pedido era 2 marmita e so veio 1
praise; packaging | hamburguer otimo so que o molho vazou todo na caixa
taste | arroz do sushi duro parece que era de ontem
diet; wrongItem | sou diabetica pedi coca zero mandaram coca normal se eu nao olho tinha tomado
delay | marcava 40 minuto e levou 1h50 o aniversario do meu guri ja tinha acabado quando os salgado chegaram
missingItem | nao mandaram talher nem guardanapo vou comer a marmita com a mao e
warmDrink | hj o guarana veio quente e sem gas nenhum
mod:offensive; delay | bando de incompetente demoraram 2 hora pra entregar um lanche vao se fude
wrongItem | no lugar da coxinha de frango veio de carne seca
cold; taste; price | yakisoba frio grudado e caro pra caramba 52 reais
`,
);

/** Set U: office lunch orders: polite and precise, curt star-screen lines, irony and understatement. */
export const BY_OTHERS_U = parseReviews(
  "othersU",
  `
cold | frio.
missingItem | faltou o suco
praise | ótimo como sempre
delay | pedi às 11h40 pra comer antes da reunião das 13h, chegou 13h25. Comi com a câmera desligada.
portion | marmita anunciada com 500g, pesei na balança da copa: 380g.
customisation | escrevi "sem cebola" na observação, em letra de forma. Veio cebola em cima, embaixo e no meio.
wrongItem | no lugar do executivo de frango grelhado mandaram parmegiana.
pricePortion | mês passado o poke médio era R$ 36 e vinha cheio, hoje paguei R$ 42 e veio metade da tigela.
price | taxa de entrega de R$ 12,90 pra um endereço a 1,5 km. Complicado.
other=nota fiscal | coloquei o CNPJ da empresa na observação pedindo nota fiscal e não veio nota nenhuma. Preciso pra prestar contas.
taste | arroz empapado e feijão sem sal nenhum.
packaging | o molho da salada vazou na sacola inteira, chegou tudo melado.
missingItem | pedido da equipe, 8 marmitas, e vieram 7. Alguém ficou sem almoço, adivinha quem.
delay; app | o rastreio mostrava "saiu para entrega" desde 12h10 e parado no mesmo lugar, só chegou 13h.
service | perguntei no chat se a marmita fit continuava com a mesma gramatura e a resposta foi "é o que tem". Ok então.
taste | frango grelhado seco, parecia papelão.
cold | a marmita chegou morna puxando pra fria, tive que encarar a fila do micro-ondas do escritório.
delay | 1h15 pra um executivo. A reunião começou sem mim, obrigado.
missingItem | não mandaram talher nem guardanapo. Comi salada com a tampa.
wrongItem | veio o pedido de outra pessoa, um tal de Rodrigo. Eu nem gosto de strogonoff.
customisation | molho à parte, eu pedi. A salada chegou afogada.
paidExtra | paguei adicional de frango (+R$ 8) no poke e não veio frango nenhum.
portion | a proteína do executivo está ridícula, umas três tirinhas de carne.
warmDrink | o refri veio quente e sem gás.
price | R$ 58 num combo de salada com suco. Tá puxado.
taste | o arroz do poke estava duro e sem tempero nenhum.
packaging | a tampa da marmita abriu no caminho e o feijão foi parar dentro da salada do colega.
delay; cold | chegou 40 minutos depois do previsto e frio. Combo completo.
wrongItem; unanswered | liguei três vezes pra avisar que o pedido veio trocado e ninguém atendeu.
service | a atendente do telefone foi grossa quando perguntei do pedido da empresa.
missingItem | faltou a sobremesa que vinha no combo.
general | decepcionante. Já foi melhor.
taste | sal demais na carne, passei a tarde tomando água.
other=foto diferente do prato | a foto do cardápio mostra um prato colorido e farto, o que chega não tem nada a ver com a foto.
delay | pedido agendado pra 12h, justamente pra não atrasar. Chegou 12h50.
wrongItem | suco de laranja virou maracujá no caminho, aparentemente.
cold | sopa fria. Sopa.
taste | a massa da lasanha estava crua no meio.
customisation | bife pedido bem passado, entregue ao ponto.
packaging | caixa amassada, a marmita virou de lado e misturou tudo.
missingItem | não veio o sachê de shoyu do poke.
pricePortion | R$ 34 por uma marmita que antes vinha com duas conchas de feijão e agora vem uma colher.
delay | 2 horas. Duas. Pra um almoço de terça-feira.
taste | batata doce dura, mal cozida.
portion | o "executivo grande" deve ser grande pra criança.
service | pedi no chat pra trocar a bebida, responderam "não dá" e encerraram a conversa.
wrongItem | o grande veio pequeno. Cobraram o grande, claro.
other=nota fiscal no CPF | a nota veio no CPF mesmo eu informando o CNPJ da empresa. Agora o financeiro não aceita o reembolso.
customisation | pedi sem pimenta porque ia apresentar à tarde. Apresentei ardendo.
missingItem | cadê o ovo do executivo? No cardápio tem ovo.
packaging | o suco veio sem lacre e metade dele ficou no fundo da sacola.
taste | comida fit com cara de hospital: sem tempero, sem graça.
missingItem; unanswered | mandei mensagem pra loja às 12h falando que faltou uma salada e até agora, 15h, nada.
portion | poke grande com 8 cubinhos de salmão. Contei.
delay | mais de uma hora. O estagiário ficou de sentinela na portaria.
wrongItem | das duas caesar que pedi, uma chegou caprese.
price | o preço no cardápio subiu R$ 6 em um mês, sem aviso nenhum.
other=cardápio indisponível | metade do cardápio aparece indisponível todo dia ao meio-dia. Atualizem, por favor.
cold; warmDrink | tudo frio. Menos o suco, que era pra ser gelado e estava mais quente que a comida.
taste | salgado.
wrongItem | veio errado.
missingItem | sem talher de novo
delay; cold; missingItem | pedido pra reunião de 12h30: chegou 13h10, frio e sem os refrigerantes. Ótima impressão com o cliente.
pricePortion; price; taste | R$ 45 de marmita + R$ 9,90 de taxa por 350g de comida, e o frango borrachudo. Mês passado a mesma marmita era R$ 39.
wrongItem; missingItem; unanswered | veio poke de atum no lugar do de salmão, faltou o edamame e o telefone da loja só chama.
customisation; taste; packaging | pedi sem cebola e veio com cebola, o arroz estava salgado e a tampa chegou aberta.
delay; service | atrasou 50 min e no chat me disseram "já saiu" umas quatro vezes. Spoiler: não tinha saído.
missingItem; paidExtra; other=nota fiscal | faltou o suco, o adicional de queijo que paguei não veio e nada de nota fiscal. Uma coleção.
cold; taste; portion | frio, sem sal e pouco. Pelo menos é coerente.
delay; wrongItem; app | o rastreio travou no app, o pedido atrasou 40 minutos e quando chegou era o almoço de outra empresa do prédio.
packaging; missingItem; service | sacola rasgada, faltou uma das 8 marmitas da equipe e a resposta do chat foi "confere de novo". Conferimos. Quatro vezes.
price; portion | taxa de entrega mais cara que o suco, e a porção de arroz cabe numa colher de sopa.
taste; cold; delay | carne dura, fria e 35 minutos atrasada. A reunião de alinhamento ficou bem alinhada com a fome.
customisation; missingItem; warmDrink | o molho à parte veio misturado, esqueceram o pão e o chá gelado chegou morno.
wrongItem; delay; unanswered | o pedido das 11h30 chegou 12h40 com duas saladas trocadas, e ninguém atende no número da loja.
pricePortion; taste; other=nota fiscal valor errado | pagamos R$ 320 no pedido da equipe, a gramatura caiu visivelmente, a farofa estava sem gosto e a nota fiscal veio com valor diferente do cobrado.
delay; courier; cold | o entregador ligou dizendo que não ia subir, desci 8 andares, esperei mais 15 minutos na portaria e a comida já estava fria. 1h10 de espera no total.
missingItem; packaging; taste | sem talher, o caldo vazou e a carne estava dura feito sola.
portion; price; service | marmita "G" com 400g, taxa de R$ 11, e quando reclamei no chat me ofereceram um cupom de R$ 2. Generosíssimo.
wrongItem; customisation; delay | executivo de peixe com salada no lugar da batata: veio frango, com batata, 25 minutos depois do horário.
cold; missingItem; app | chegou frio, faltou o refri e o app cobrou duas vezes no cartão corporativo.
taste; portion; delay | feijão aguado, metade da carne de sempre e 30 min de atraso. Dia ruim na cozinha?
wrongItem; service; other=marmitas sem etiqueta | as marmitas vieram sem etiqueta, duas estavam trocadas e o atendente disse que a culpa era nossa por não saber qual era qual.
delay; missingItem; unanswered | chegou 13h05 pra uma reunião às 13h, sem as duas águas, e o WhatsApp da loja visualizou e não respondeu.
pricePortion; taste; customisation | R$ 39 numa salada com quatro folhas, frango sem tempero e o molho que pedi à parte veio por cima.
cold; melted; delay | a marmita chegou fria e o pudim da sobremesa derretido. 55 minutos pra 2 km.
paidExtra; portion; taste | paguei adicional de abacate e não veio, a porção de salmão encolheu e o arroz estava grudento.
warmDrink; missingItem; delay | refrigerante quente, faltaram os guardanapos e 45 minutos de atraso. Nota dois.
wrongItem; taste; price | veio escondidinho de frango em vez de carne, salgado demais, e ainda paguei R$ 14 de taxa.
delay; cold; service; other=nota fiscal | almoço da diretoria, 8 pessoas: 40 min de atraso, pratos mornos, a atendente disse que "horário de pico é assim" e a nota fiscal nunca chegou no e-mail.
delay; wrongItem; missingItem | pedido de 6 pokes para o treinamento: 1 hora de atraso, dois vieram com molho trocado e faltaram os hashis.
missingItem; price; other=nota fiscal | sem os sucos do combo, com taxa de serviço que não aparecia no cardápio e sem nota fiscal. Assim fica difícil justificar o gasto pro RH.
praise | marmita fit perfeita, gramatura certinha (pesei: 452g de 450g anunciados). Virei cliente.
praise; delay | comida excelente, mas chegou 20 min depois do horário da reunião.
praise; missingItem | pedido da equipe chegou certinho e quentinho, só que faltou um dos sucos.
praise | o poke de salmão é o melhor da região. Sem exagero.
praise; pricePortion | muito saboroso, porém o preço subiu e a porção diminuiu em relação ao mês passado.
praise | entrega antes do previsto, tudo bem embalado, nota fiscal no e-mail. Raro ver isso.
praise; customisation | salada fresquinha, porém pedi sem tomate e veio tomate.
praise | salvou a reunião das 12h. Obrigado!
praise; price | bem temperado, mas a taxa de entrega tá alta demais.
praise; packaging | comida boa, só que a embalagem do caldo veio vazando.
praise | o chat respondeu rápido e resolveram a troca na hora. Assim dá gosto.
praise | 10/10, a equipe toda elogiou.
praise; cold | sabor impecável, só chegou um pouco frio.
praise | atendimento atencioso, mandaram até um bilhetinho desejando boa reunião 😅
praise; pricePortion | gostoso demais, mas a porção do executivo podia ser maior por esse preço.
praise | pedimos o combo pra 8 pessoas no aniversário da gerente e todo mundo repetiu. Nota fiscal certinha, inclusive.
raw | o frango do executivo estava cru por dentro, rosado e mole. Foi direto pro lixo.
foreignBody | um fio de cabelo no meio do arroz. Justo no almoço com o cliente.
spoiled | o molho da salada estava azedo, claramente vencido.
poisoning | comi o poke ao meio-dia e passei a tarde toda no banheiro. Perdi duas reuniões.
allergy | sou alérgica a camarão, o cardápio não dizia nada e o arroz da casa veio com camarão. Antialérgico no meio do expediente.
diet | pedi a marmita vegetariana e o feijão veio com pedaços de bacon.
foreignBody; service | um pedaço de plástico na salada, e o chat respondeu "deve ser da embalagem". Deve ser, mas estava DENTRO da comida.
raw; poisoning | salmão grelhado cru no centro. Dois colegas passaram mal à noite.
diet | sou diabético e o "suco natural sem açúcar" do cardápio veio adoçado. Descobri no primeiro gole.
allergy; customisation | tenho intolerância à lactose, pedi o executivo sem queijo e veio gratinado. Tarde difícil.
mod:offensive; delay | bando de incompetentes, 1h20 pra entregar uma marmita. Vão se f****.
mod:offensive; wrongItem | cozinheiro analfabeto, não sabe ler "frango"? Veio carne de novo.
mod:hate; service | o atendente viadinho do chat fica de frescura e não resolve nada.
mod:threat; missingItem | se faltar marmita de novo eu vou aí pessoalmente e quebro essa loja.
mod:noOrder | nunca pedi aí, mas o pessoal do andar diz que a cozinha é imunda. Fiquem longe.
mod:noOrder | dizem que vocês reaproveitam a comida do dia anterior nas marmitas. Alguém confirma?
mod:refund; notDelivered | o pedido não chegou e o iFood até hoje não estornou no cartão da empresa. 12 dias.
mod:courier; courier | o motoboy abriu a sacola e comeu batata na minha frente. Da comida em si não tenho o que reclamar.
mod:app; app | o cupom EMPRESA20 não funcionou no app e paguei o valor cheio.
mod:courier; mod:app; courier; app | o app trocou de entregador três vezes e o último foi grosso comigo no interfone.
mod:offensive; general | que porcaria de lugar, vocês são uns lixos.
delay; cold | Lunch for a team meeting at 12:30, arrived at 1:15 and stone cold. Not ideal.
praise | Great poke bowl, generous salmon, arrived on time. Will order again.
missingItem; other=nota fiscal | The drinks were missing from our office order, and the receipt (nota fiscal) was nowhere to be found.
wrongItem; diet | Pedí el bowl vegano y me mandaron uno de atún; soy vegana, no pude comer nada.
portion; price | La porción es muy pequeña y el envío carísimo para una distancia tan corta.
taste | Chicken was dry and the rice way too salty.
praise; delay | La comida muy rica, pero tardó casi una hora.
| pedido do almoço de sexta da equipe.
| ok
| ainda não comi, guardei pra depois da reunião.
| entregue.
`,
);

/** Set V: late-night orders: internet slang, emojis, mock praise, caps; tourists in Spanish and English. */
export const BY_OTHERS_V = parseReviews(
  "othersV",
  `
delay | mds 1h40 esperando um hot dog, ja to dormindo em pé
cold | pizza chegou 🥶🥶🥶
delay | 🐢🐢🐢 a tartaruga trouxe meu pedido
wrongItem | açaí era pra ser com morango, mandaram com banana. eu ODEIO banana slk
missingItem | cadê meu guaraná??? pedi 2 latas e veio 1
portion | esfiha do tamanho de uma moeda de 1 real kkkkk
taste | yakisoba mt salgado, tomei 2 litros de água dps
taste | melhor pizza de isopor da minha vida, nota 10 pro sabor papelão 👏
customisation | SEM CEBOLA. escrevi em caps. hambúrguer lotado de cebola. to chorando e n é de emoção
packaging | milk-shake vazou tudo na sacola, virou piscina de ovomaltine
melted | açaí chegou em estado líquido kkkk tomei de canudo
warmDrink | coca quente e sem gás, pprt 😒
delay; cold | La pizza tardó casi dos horas y llegó helada, che. Una vergüenza.
wrongItem | ordered pepperoni, got some chicken pizza with cream cheese. not what I asked for
paidExtra | paguei 8 conto de bacon extra e cadê o bacon? só se for invisível
paidExtra | borda recheada de cheddar que eu paguei à parte: vazia. oca. nada.
price | 18 reais de taxa de entrega de madrugada, tá de sacanagem
pricePortion | 40 conto num temaki que cabe na palma da mão, n vale
notDelivered | pedido marcado como entregue e nada chegou, to aqui olhando pro portão até agora
notDelivered | nunca chegou. fui dormir com fome. obg
taste | pastel encharcado de óleo, pingando gordura no teclado kkkk
delay | pedi 0h30, chegou 2h10. amanhã tenho prova 💀
cold | hot dog gelado, salsicha parecendo que saiu da geladeira agora
missingItem | não mandaram os sachês de ketchup e maionese, batata seca sem nada
missingItem | sem talher nenhum, comi yakisoba com a mão igual homem das cavernas
wrongItem | veio o pedido de outra pessoa, um tal de "Júlio", 3 esfihas de queijo. o meu era um lanche natural
customisation | molho à parte, eu disse. à parte. veio tudo afogado kkkk
customisation | observação dizia bem passado, o burger veio ao ponto. alguém lê obs nesse lugar?
packaging | caixa da pizza amassada, recheio todo grudado na tampa
portion | milk-shake de 500ml veio pela metade, copo meio vazio
taste | açaí aguado, mais gelo que açaí
delay | 1H E MEIA PRA CHEGAR UMA COXINHA. UMA!!!
general | horrível, nunca mais
general | oq dizer? experiência zoada do início ao fim, nem vou explicar
unanswered | liguei 4x pra loja pra saber do pedido e ngm atendeu
service | atendente no chat foi mt grossa, respondeu "se não gostou não pede" 🙄
taste | Los hot dogs bien simples, sin nada de sabor, nada que ver con los de México jaja
delay | took almost 2 hours for a burger. at 3am. come on
missingItem | Pedí la coca y no llegó po, igual la cobraron
cold; taste | fries were stone cold and limp
price | Carísimo el envío, pagué más de delivery que de la esfiha, una locura
wrongItem; praise | trocaram meu shake de morango por um de chocolate... pelo menos tava gostoso kkk
taste | temaki com arroz duro, parecia q n tinha cozinhado
delay | meu pedido deve ter vindo de outro estado, 1h50 pra atravessar 3 quarteirões
packaging | sacola do yakisoba aberta, molho escorrendo pela bag toda
taste | burger queimado, gosto de carvão
pricePortion | aumentaram o preço da esfiha e diminuíram o tamanho, tá de brincadeira né
portion | pastel de vento, abri e só tinha ar e 3 pedacinhos de carne
delay; app | app ficou mostrando "saiu pra entrega" por 40 min e nem tinha saído, chegou 1h depois
other=troco faltando | pedi troco pra 100 e veio faltando 20 reais
other=nota fiscal com cpf | pedi nota fiscal com cpf e não mandaram
taste | coxinha requentada, massa dura igual pedra
warmDrink | guaraná veio quente, parecia chá
delay | jogando ranked, fiz o pedido no começo da partida e terminei mais 3 antes dele chegar 💀 perdi todas de fome
other=bilhete pedindo 5 estrelas em troca de cupom | veio um bilhetinho pedindo 5 estrelas em troca de cupom, achei meio forçado
portion | 6 batatas. eu contei. SEIS. porção "grande" kkkk
other=loja cancelou pedido sem explicação | loja cancelou meu pedido 1h depois sem explicação nenhuma
cold | n sei como mas o pastel conseguiu chegar mais gelado q meu coração 🥶
taste | hambúrguer seco demais, pão esfarelando, desceu rasgando
delay; cold; missingItem | 2h pra chegar, pizza fria e esqueceram a coca. trio perfeito 🏆
wrongItem; cold; unanswered | hambúrguer errado, frio ainda por cima, e liguei 3 vezes e ninguém atende
packaging; portion; price | açaí vazou pela tampa, veio só metade do copo, e ainda paguei 12 de entrega
customisation; missingItem | lanche natural COM tomate (pedi sem) e o suco nem veio
delay; service | atraso de 1h e quando reclamei no chat o cara mandou "paciência" kkkk
taste; portion | yakisoba sem gosto nenhum e quase sem legume, só macarrão
portion; taste | coxinha só massa, quase nada de frango, e a massa crua por dentro
courier; delay | motoboy se perdeu, não quis subir, tive q descer de pijama no frio, e ainda atrasou 1h
delay; unanswered; packaging; paidExtra; warmDrink | galera deixa eu contar a saga. pedi 23h40 uma pizza grande meia calabresa meia frango + borda de catupiry + coca 2L. 0h50 nada. liguei, ngm atendeu. 1h20 chega o motoboy, a caixa toda torta, pizza grudada na tampa, a borda SEM catupiry nenhum (paguei 9 reais nela) e a coca quente. comi pq tava com fome mas sinceramente, 3 da manhã e eu ainda to com raiva
pricePortion; taste | trabalho de vigia, 12x36, peço quase toda noite aqui. antigamente era outra coisa. hoje o x-tudo veio com metade do recheio, pão dormido, e o preço subiu 5 reais desde o mês passado. triste pq era meu lugar preferido
delay; wrongItem | Tardaron una hora y media y encima me mandaron la hamburguesa equivocada. Pedí la doble con cheddar y vino una simple. Cualquiera.
missingItem; cold | my order came without the fries and the burger was cold. ruined my night
taste; pricePortion | El yakisoba estaba saladísimo y carísimo para lo poquito que viene, güey
cold; melted; delay | hot dog e milk-shake: o dog chegou frio e o shake derretido, depois de 1h20. exatamente o contrário do que deveria kkkk
missingItem; unanswered | 10 coxinhas no pedido, vieram 8. mandei msg no chat e me deixaram no vácuo
packaging; taste | pastel veio todo amassado e murcho
wrongItem; service | temaki de salmão no lugar do skin, e a atendente ainda disse que "é tudo igual"
app; missingItem | cupom não aplicou no app e ainda faltou o refri
courier; delay | entregador parou pra abastecer e tomar café com meu pedido na bag, 50min atrasado
cold; portion | batata fria e pouquinha, meio saco vazio
customisation; taste | queria a pizza bem assadinha, tá escrito na obs. massa crua no meio 🤡
taste; packaging; missingItem | esfiha dura, caixa aberta, e sem o limão que eu pedi
praise; delay; missingItem | Visiting from Texas, ordered late after a long flight. The acai was honestly amazing, best thing I had in Rio. Only issues: delivery took over an hour and the granola that was supposed to come on the side never showed up.
pricePortion | lanche natural de 28 reais: pão, duas folhas de alface e um fiapo de frango
warmDrink; missingItem | mate veio quente e esqueceram o canudo
delay; cold; service | demorou horrores, chegou frio, e quando liguei a moça desligou na minha cara
wrongItem; paidExtra | smash duplo + adicional de ovo virou smash simples sem ovo. mágica
cold; taste | La pizza llegó fría y la masa cruda, terrible po
delay; portion; taste | 1h10 pra receber um hot dog com meia salsicha e pão murcho, nem o cachorro quis
price; wrongItem | paguei 22 de taxa de madrugada e ainda veio a esfiha de carne em vez da de frango
praise | melhor coxinha da madrugada, salvou meu plantão ❤️
praise | brabo demais esse burger, tmj 🔥🔥
praise | pizza top, chegou quentinha as 2 da manhã, vcs são heróis
praise; delay | temaki mt bom mas demorou 1h. vale a pena esperar? vale kkk
praise; cold | esfiha deliciosa, mas chegou meio fria. se chegasse quente era 10/10
praise | Best late-night pastel I've ever had. crispy, hot, loads of cheese
praise | Riquísimo el açaí, lo mejor del viaje, gracias!
praise; price | hot dog completão, mt bom, só a taxa que tá salgada
praise | yakisoba bem servido e saboroso, deu pra mim e meu irmão depois da live kkk
praise; missingItem | milk-shake divino 😍 só esqueceram o canudo
praise | 5 estrelas pq o motoboy foi gente boa e a batata veio sequinha
praise | Muy buena la hamburguesa, llegó rápido y calentita. 10/10 güey
praise; portion | lanche natural gostoso e leve, mas podia ter mais recheio
praise | vdd, melhor açaí da zona norte, sem exagero
praise; packaging | coxinha perfeita mas a embalagem veio toda engordurada e rasgada
praise | o atendente do chat foi mt atencioso quando pedi pra trocar o sabor, obrigado
praise | gg ez, pedido chegou antes da minha partida acabar 🎮
raw | o frango do yakisoba tava cru, rosado por dentro, n comi
raw | burger sangrando, carne crua no meio, e eu nem pedi mal passado
foreignBody | achei um cabelo na minha esfiha 🤢🤢
foreignBody | tinha um pedaço de plástico no meio da coxinha, quase engoli
poisoning | comi o temaki de madrugada e passei o resto da noite abraçado no vaso. 3 vômitos
spoiled | maionese da batata azeda, cheiro de estragado, joguei fora
allergy; customisation | avisei na obs que sou intolerante a lactose e pedi sem queijo, o lanche natural veio com requeijão. sorte que vi antes
diet; wrongItem | sou vegetariano e o pastel de palmito era de carne. mordi e senti 🤢
foreignBody | Found a bug in my acai. A literal bug. I'm done
spoiled; poisoning | salsicha do hot dog com gosto azedo, passei mal o dia todo depois
diet; wrongItem | diabético aqui. coca zero no pedido, chegou a normal com açúcar. quase tomei sem ver
allergy; poisoning | Soy celíaca y pedí la pizza sin gluten, claramente no lo era, me sentí mal toda la noche
mod:offensive; delay | VCS SÃO UNS INCOMPETENTES DO CARALHO, 1H E MEIA PRA UM HOT DOG
mod:offensive; wrongItem | bando de animal, nem ler o pedido sabem, veio tudo trocado
mod:offensive; service | atendente lixo, respondeu "ok" e sumiu, vai tnc
mod:hate; wrongItem | só tem viado trabalhando aí, por isso minha pizza veio errada
mod:hate; taste | coisa de paraíba mesmo, cozinham tudo salgado, yakisoba intragável
mod:threat; wrongItem | errou meu pedido de novo. da próxima eu vou aí pessoalmente e quebro essa loja inteira, sei onde vcs ficam
mod:threat; notDelivered | pedido nunca chegou. vou expor vcs em todo grupo do bairro até fechar essa birosca
mod:noOrder | nunca pedi aí mas meu primo disse q acharam barata na cozinha, cuidado gente
mod:noOrder | dizem que a carne do hot dog é de gato kkkkk n testei e nem vou
mod:refund | loja nem tem culpa mas o ifood até agora não estornou meus 47 reais
mod:refund | Cancelaron mi pedido hace 5 días y todavía nada del reembolso
mod:courier; courier | motoboy chegou fumando e jogou a sacola por cima do portão, a comida em si tava de boa
mod:app; app | app travou na hora de pagar e cobrou 2x no cartão 😡
mod:courier; courier | the delivery guy was super rude, yelled at me because I took 2 min to come down. food was fine though
mod:offensive; taste | PIZZA DE MERDA, COZINHEIRO BURRO Q N SABE NEM ASSAR UMA MASSA
mod:app; app | cupom de 20 reais sumiu do app na hora de finalizar, bagulho bugado
| pedi pra minha vó, ela q vai dizer se tava bom
| primeira vez pedindo aqui, veremos
| ok
| First time ordering in Brazil, the app was in Portuguese so I just pointed at pictures lol
| pedi o mesmo de sempre
| kkkkkkkkkk
`,
);

/** Set AD: a consultant's restaurants over two weeks: every kind of kitchen, short and long, emojis and caps. */
export const BY_OTHERS_AD = parseReviews(
  "othersAD",
  `
delay | Pedido demorou 1h40 pra chegar. Fiz às 19h pensando em jantar cedo porque acordo 5h da manhã, acabei comendo quase 21h. A fome já tinha até passado, comi por obrigação
cold | esfiha chegou gelada
wrongItem | pedi calabresa acebolada e veio marguerita. nem leram a comanda
missingItem | cade o guaraná?? paguei e não veio
customisation | Escrevi SEM CEBOLA em letra maiúscula na observação, com 3 exclamações ainda. Adivinha o que tinha em cima do lanche? Cebola roxa, bastante. Não é alergia não, só não gosto, mas custa ler?? 🙃
portion | marmita P parece amostra grátis kkk
price | taxa de entrega de 12 reais pra 2km, fala sério
pricePortion | subiram o preço do combinado e ainda tiraram peça, antes vinha 20 agora vem 16. achando q a gente não conta?
packaging | O caldo do yakisoba vazou todo na sacola, chegou tudo melado e o saco de papel desmanchando na minha mão. Tive que lavar o tapete da entrada. Coloquem um plástico filme nessa tampa pelo menos
taste | arroz da marmita tava empapado, uma papa
warmDrink | coca quente e sem gás, ninguém merece
melted | açaí chegou virando vitamina 😒
paidExtra | paguei adicional de bacon e cadê o bacon? nem sinal
delay; cold | 50 min de atraso e o x-tudo chegou frio
taste | picanha passou muito do ponto, dura feito sola de sapato. Quem pede picanha espera uma carne macia né, essa aí nem o cachorro quis muito
service | liguei pra saber do pedido e a moça me atendeu com uma grosseria q nossa senhora
unanswered | mandei msg 4x no chat da loja e nada de resposta até agora
notDelivered | No app tá como entregue desde as 20:12, mas aqui em casa não chegou nada. Perguntei pro porteiro, olhamos a câmera da portaria juntos e nenhum entregador apareceu nesse horário. Quero minha comida ou meu dinheiro
general | horrivel. nunca mais
missingItem | veio sem hashi, comi sushi de garfo kkkk
wrongItem | o misto quente que chegou não tem nada a ver com o pão na chapa com requeijão do meu pedido
taste | kibe salgado demais, tomei 2 litros de água depois
packaging | caixa da pizza chegou amassada, o queijo todo grudado na tampa
portion | 3 pedacinhos de carne no espetinho, o resto é cebola e pimentão. Espetinho misto de churrascaria era pra ter carne né, não uma salada no palito
customisation | molho à parte foi o que eu pedi. o lanche veio afogado no molho
delay | previsão era 40 min, chegou com 1h30
taste | shoyu aguado e temaki sem graça nenhuma
cold; taste | batata frita murcha e fria
missingItem | faltou o molho de alho da esfiha 😤
paidExtra | Borda de catupiry cobrada na nota, 9 reais a mais, mas a pizza veio com a borda normal, sem recheio nenhum. Abri a borda inteira procurando e nada. Paguei por uma coisa que não recebi
price | R$ 38 num hambúrguer simples? caro demaaais
taste | pão francês borrachudo, parece que tiraram do forno antes da hora
wrongItem | Chegou o pedido de outra pessoa, na comanda tava escrito Juliana e eu sou o Marcos. Era um prato de kafta com arroz, eu tinha pedido shawarma e esfihas. Coitada da Juliana também deve ter recebido o meu
delay | mais de 2h esperando um açaí. DUAS HORAS
taste | massa da pizza crua no meio, a beirada ok mas o centro puro grude
general | decepcionante, ja foi bem melhor
pricePortion | 45 conto num executivo com essa quantidade de comida é assalto a mão armada
service | A atendente desligou na minha cara quando fui reclamar. Eu nem levantei a voz, só expliquei o que aconteceu com o pedido e ela disse 'não posso fazer nada' e tu tu tu. Que tipo de atendimento é esse?
cold | espetinhos chegaram frios, a gordura já tinha até endurecido
missingItem | 2 refri no pedido, 1 na sacola
portion | pote de 500 veio pela metade, dava pra ver o fundo do copo
customisation | de novo o hambúrguer ao ponto, sendo que marco bem passado TODA vez
courier | entregador não quis subir, tive que descer 8 andares de pijama no frio. o elevador tava funcionando normal, ele só disse que 'não sobe' e ficou buzinando lá embaixo
delay; warmDrink | demorou uma eternidade e o suco de laranja chegou quente
taste | O hambúrguer veio encharcado de gordura, o papel pingando óleo e o pão desmanchando de tão molhado. Deu pra torcer o guardanapo. Não sei se a chapa tava suja ou se fritaram a carne no óleo, mas não desceu
wrongItem | coxinha de carne no lugar da de frango com catupiry
unanswered | tentei ligar na loja pra avisar que o número da casa tava errado e ninguém atende
missingItem | Esqueceram o pão sírio do meu prato de homus. Homus sem pão é o quê? Comi de colher, parecendo criança comendo papinha. Confiram a sacola antes de mandar por favor
packaging | tampa da marmita veio aberta, feijão espalhado na sacola toda
customisation | na observação: sem leite condensado. no açaí: leite condensado por cima de tudo
portion | poucas rodelas de calabresa, dava pra contar nos dedos de uma mão. contei 7 numa pizza grande, fiz até foto
delay; unanswered | 1h de atraso e o chat da loja ignorando minhas mensagens
service | o dono respondeu minha avaliação passada com deboche, que falta de educação
pricePortion | O combo ficou mais caro e o hambúrguer encolheu, percebi na hora que abri. Mês passado paguei 34 e o blend era alto, hoje paguei 39 e a carne tava fininha, menor que o pão. Não é assim que se fideliza cliente
wrongItem | mandaram temaki de atum, eu pedi salmão
cold; taste | O churrasco veio frio e sem sal nenhum. Fraldinha sem sal, linguiça sem sal, até a farofa tava sem gosto. E como tava gelado a gordura ficou aquela película branca em cima. Pedi pra um aniversário, fiquei sem graça com os convidados
other=pedido cancelado | a loja cancelou meu pedido sem explicação nenhuma, tava contando com esse jantar
taste | Pedi o parmegiana na marmitaria porque um colega indicou e olha, que decepção. O empanado tava mole, o molho de tomate tinha gosto de extrato puro de lata, ácido demais, e o queijo parecia borracha. Comi porque tava com fome mas não peço mais
delay | Gente, eu entendo que sábado à noite é movimentado, mas 1h50 pra entregar uma pizza média é demais. O app foi aumentando a previsão de 10 em 10 minutos e eu ali esperando com as crianças reclamando de fome. Quando chegou a pizza até tava boa, mas a espera estragou a noite.
wrongItem | Pedido numero 4521: era um combinado de 30 peças só de salmão. Veio um misto com kani, atum e polvo, que eu nem como. Quem monta os pedidos precisa prestar mais atenção, porque não é a primeira vez que acontece comigo aqui.
portion | Olha, o prato árabe é saboroso, não tenho o que reclamar do tempero, mas a porção do prato "família" dá pra duas pessoas no máximo. Veio pouquíssimo arroz com lentilha e umas 4 kaftas pequenas. Família de quem? kkkkk
missingItem | Pedi 12 pães de queijo, 6 croissants e um bolo de fubá pro café da firma. O bolo não veio. Só fui perceber quando abri tudo na copa na frente de todo mundo. Fiquei com cara de tacho
courier | O rapaz da entrega chegou falando alto no celular, jogou a sacola na minha mão sem nem olhar na minha cara e ainda reclamou que o prédio não tinha elevador. Não precisava disso, educação é o mínimo
taste | não sei o que aconteceu com o açaí de vcs, antes era cremoso, agora vem cheio de cristal de gelo e aguado, parece raspadinha. mudaram o fornecedor? 😕
delay; cold; missingItem; unanswered | Pedi às 20h e chegou 21h35, pizza fria e o refri de 2L que eu paguei simplesmente não veio. Tentei ligar na pizzaria 3 vezes, ninguém atendeu. Sexta-feira à noite com visita em casa, passei vergonha.
wrongItem; portion; taste | marmita de frango grelhado veio com frango empanado, pouquíssima salada e o feijão sem sal. tamanho G no pedido e o que chegou foi uma P, tá difícil
packaging; missingItem; taste | O molho do combinado vazou e molhou tudo, o gengibre não veio e o hot roll tava encharcado de óleo. 3 problemas num pedido só, parabéns 👏👏
customisation; paidExtra; delay | pedi sem picles, com cheddar extra. veio COM picles e SEM cheddar. e ainda 1h10 de espera
pricePortion; service | açaí de 700ml por 32 reais e os complementos eram uma colherzinha de cada. perguntei no chat e a resposta foi "é o padrão" com a maior má vontade
cold; taste | esfiha fria, massa dura, kafta sem gosto nenhum. nunca mais peço dessa loja
delay; courier | O entregador ficou rodando o bairro por 40 minutos, me ligou me xingando porque não achava a casa, sendo que o endereço tava certinho e o pino no mapa também. O pedido chegou com 1h50. Se fosse a primeira vez eu relevava
taste; pricePortion; packaging | Sonho murcho, com recheio só na pontinha, 8 reais cada um. E a caixa veio toda amassada com o açúcar espalhado pra todo lado. Padaria desse nível cobrando preço de confeitaria francesa, não dá
wrongItem; missingItem | O uramaki veio trocado, skin no lugar do filadélfia, e o sunomono que eu paguei nem veio. Moro sozinha e pedi justamente o que gosto, acabei comendo o que deu. Pela primeira vez saí com fome de um japonês
delay; melted; unanswered | 1h20 de espera, o sorvete de acompanhamento do petit gateau virou creme e ninguém responde o chat pra eu pelo menos reclamar. Mandei foto e tudo, visualizaram e sumiram
delay; cold; warmDrink | Demorou quase 2 horas, beirute gelado e a cerveja quente. Se era pra tomar cerveja quente eu deixava no armário mesmo 🙄
cold; portion; taste; pricePortion | marmitex de churrasco: 4 pedaços de carne dura, arroz frio, farofa pouquinha. 29,90 pra isso. Antigamente vinha a marmita transbordando e a carne macia, não sei o que mudou aí mas mudou pra pior
service; unanswered; wrongItem | Veio o sabor errado de pizza (era pra ser frango com catupiry, veio 4 queijos). Liguei, a atendente disse que eu devo ter marcado errado e desligou. Mandei print do pedido no chat e até agora ninguém respondeu. Eu marquei certo, tá no print!
notDelivered; unanswered; app | o pedido nunca chegou, a loja não atende o telefone e o app só me manda mensagem automática. to sem janta e sem dinheiro
packaging; taste; missingItem | hambúrguer desmontado dentro da caixa, pão encharcado de molho, e a maionese verde que eu adoro não veio. antes era bem melhor
delay; wrongItem; cold | 1h de atraso, veio o combo de outra pessoa (tinha milkshake de ovomaltine que eu não pedi e faltava meu smash duplo) e a batata que sobrou de mim fria. Dia de folga estragado
paidExtra; portion; taste | Paguei 2 adicionais de queijo no x-salada e veio uma fatia fininha só. A carne tava sem sal e a porção de batata era metade da foto do cardápio. Hamburgueria artesanal só no nome
courier; packaging; cold | entregador chegou com a bag aberta, pizza de lado toda escorregada pra um canto e fria
delay; price; portion | Taxa de entrega de 14 reais, 1h15 de espera, e o espeto de picanha era do tamanho do meu dedo. Tem coisa errada nessa conta aí
customisation; taste; service | Na esfiha aberta era pra ser SEM tomate, óbvio que veio com tomate. Tirei, tudo bem, mas a massa tava crua por baixo. Mandei mensagem e o atendente respondeu "é só tirar o tomate" 🤡
wrongItem; diet | Sou vegetariana há 12 anos e a esfiha de espinafre que eu pedi veio de carne moída. Mordi sem perceber, só senti quando já tava na boca. Fiquei muito chateada, isso não é só um erro de sabor pra quem não come carne
missingItem; warmDrink; delay | o suco não veio, a coca veio quente e o lanche demorou 1h. combo completo de frustração, parabéns pela criatividade
portion; taste; packaging | O yakisoba grande tinha mais repolho que macarrão, carne contada (achei 5 pedaços) e o molho doce demais, enjoativo. A embalagem ainda veio furada e vazou no banco do carro quando fui buscar na portaria.
delay; service | Pedido atrasado 50 min, mandei mensagem educadamente perguntando e me responderam "tá saindo" umas 3 vezes em meia hora. Mentira tem perna curta hein
price; taste | 30 reais num hot dog prensado com gosto de papelão, pelo amor. A salsicha parecia de pacote de mercado e o purê era pó com água. Prefiro o carrinho da esquina por 12
melted; packaging; delay | açaí derreteu, vazou pela tampa e melou a sacola toda, também pudera, 1h10 pra chegar
wrongItem; customisation | Meia calabresa meia portuguesa SEM azeitona, foi isso que eu pedi. Chegou inteira de calabresa e com azeitona por cima. Duas coisas erradas numa pizza só é talento
taste; portion; delay | O shawarma tava seco, pouco recheio e muito pão, e levou 1h20. Já fui cliente fiel, hoje fiquei com dó do dinheiro
cold; service; unanswered | costela veio gelada. liguei e disseram pra eu esquentar no micro-ondas. depois mandei mensagem pedindo outra solução e me deixaram no vácuo até agora
praise | melhor esfiha da região, sempre quentinha 😍
praise | pizza perfeita, massa fininha e borda crocante. e chegou antes do previsto!
praise; delay | comida maravilhosa como sempre, só demorou um pouquinho mais hoje
praise | marmita caprichada, tempero de mãe ❤️
praise; missingItem | açaí top, mas esqueceram a colher
praise | o sushi é fresquinho, bem montado, vale cada centavo
praise | atendimento nota 10, a moça do chat resolveu meu problema rapidinho
praise; cold | o burger é sensacional mas a batata chegou fria
praise | Padaria de bairro com qualidade de padaria chique. O pão de fermentação natural é incrível, casquinha crocante e miolo úmido. Chegou inteiro, bem embalado, até com um guardanapo de papel bonito. Virei cliente
praise; portion | picanha no ponto certinho, só achei a farofa pouca
praise | 10/10
praise | Já é o 5º pedido essa semana kkk viciei no shawarma de vcs
praise; packaging | tudo gostoso, só a tampinha do molho que abriu um pouco
praise | entregador super educado e a comida chegou quentinha, parabéns pra equipe
praise; price | excelente, só um pouco salgado o preço 😅
praise | obrigada pelo bilhetinho escrito à mão e pela balinha, detalhe que faz diferença
praise | Eu tinha desistido de pedir hambúrguer por delivery porque sempre chega murcho, mas esse aqui me fez mudar de ideia. Pão brioche firme, carne suculenta no ponto que pedi, cheddar derretido de verdade e a batata ainda crocante depois de 30 minutos. Podem continuar assim!!!
praise; customisation | tudo ótimo, só que eu tinha pedido sem gergelim e o uramaki veio cheio
praise | nem parece delivery, parece que comi na churrascaria
praise | bom demaaais 🤤🤤
praise; taste | hambúrguer perfeito, só o pão que tava meio seco
praise | açaí cremoso de verdade, não é aquele cheio de gelo. a granola é crocante e vem bastante leite ninho
praise; wrongItem | Minha família pede aqui todo domingo e sempre foi impecável. Hoje veio uma esfiha de queijo no lugar de uma de carne, mas de resto tudo gostoso e quentinho como sempre. Só avisando pra prestarem atenção
foreignBody | achei um cabelo enorme no meio do arroz da marmita. perdi a fome na hora
raw | o frango assado da marmita de churrasco tava rosado e com sangue perto do osso
spoiled | Salmão com cheiro forte, meio azedo, e a cor tava meio acinzentada nas bordas. Quem come japonês sabe que salmão fresco não tem esse cheiro. Não tive coragem de comer nem uma peça, foi tudo pro lixo
poisoning | Meu filho passou a madrugada inteira no banheiro depois do yakisoba de vcs. Ele foi o único que comeu o yakisoba, o resto da família comeu pizza de outro lugar e tá todo mundo bem. Tive que levar ele no pronto-socorro de manhã
allergy | sou alérgica a camarão, tava escrito no pedido em destaque, e tinha camarão no hot roll. tive que tomar antialérgico às pressas
raw | hambúrguer cru no meio, a carne ainda vermelha e mole por dentro, dá pra ver na foto
spoiled | O pão de forma veio com pontinhos verdes de mofo. Fui olhar a etiqueta e a validade tinha vencido fazia 3 dias. Como é que uma padaria manda isso pro cliente? Joguei tudo fora
foreignBody | tinha um bichinho preto se mexendo no meio do açaí 🤢🤢🤢
spoiled; poisoning | A maionese da casa tava com um gosto meio azedo, achei estranho mas comi pouco com a batata. No dia seguinte todo mundo lá em casa acordou passando mal, eu, meu marido e minha filha. Só o que todos comemos foi o lanche de vocês
allergy | Meu filho é celíaco. Perguntei no chat se a esfiha de massa especial era sem glúten, disseram que sim. Era massa de trigo normal, ele teve crise na mesma noite. Isso é muito sério, não dá pra responder qualquer coisa só pra vender.
diet; customisation | sou diabético, o suco era pra ser sem açúcar, tá na observação, e veio adoçado. senti no primeiro gole
foreignBody | mastiguei uma coisa dura no feijão e quando fui ver era uma pedrinha. sorte que não quebrou meu dente
poisoning | comi o temaki no almoço e de tarde tava no banheiro sem parar. coincidência né?
mod:offensive; delay | seus incompetentes do c*****, 2 horas pra entregar uma pizza
mod:hate; delay | demorou de novo, tbm né, loja cheia de baiano preguiçoso, não podia dar certo
mod:threat; wrongItem | Já é a terceira vez que vem pedido errado. Se vier errado de novo eu vou aí pessoalmente e quebro essa loja inteira, anota meu recado que eu sei onde fica
mod:threat; service | vou espalhar a foto da cara daquela atendente grossa no grupo do bairro com nome e tudo, aguardem
mod:noOrder | nunca comprei aí mas dizem que a carne do kibe é de gato 🐱
mod:noOrder | minha vizinha falou que achou barata na comida desse restaurante, fica a dica pra quem pede
mod:refund | pedi reembolso faz 10 dias e o ifood não devolveu meu dinheiro até hoje
mod:courier; courier | o motoboy do ifood abriu minha sacola no caminho, o lacre veio rompido e a embalagem mexida. o pessoal da loja não tem culpa, mas o app precisa ver isso
mod:app; app | o app travou na hora de pagar e cobrou duas vezes no cartão
mod:offensive; service | atendente mal educada e burra, vai estudar
mod:offensive; taste | que merda de hambúrguer, pão de borracha, vsf
delay; cold | The order took over an hour and the burger was cold when it arrived.
praise | Best sushi I've had in São Paulo, super fresh and beautifully presented!
wrongItem | Pedí una pizza de muzzarella y me llegó de pepperoni 😕
missingItem | No vino la salsa de ajo con el shawarma, sin salsa no es lo mismo
praise; delay | Great açaí bowl, took a bit long though
taste | La carne estaba durísima y muy salada, casi no se podía comer
foreignBody | Found a hair in my rice. Gross.
portion | Small portion for a "large" marmita honestly, I was still hungry after
| ok
| pedi pela primeira vez, vamos ver
`,
);

/** Set AE: roundabout, polite or passive-aggressive customers who rarely name the problem. */
export const BY_OTHERS_AE = parseReviews(
  "othersAE",
  `
warmDrink | O refri estava na temperatura do dia, e hoje fez 34 graus aqui em Cuiabá.
missingItem | Acho que esqueceram de alguém aqui: pedimos três x-saladas e vieram dois.
delay | Da próxima vez vou pedir pra retirar, pelo menos assim eu mesmo decido quando a comida chega. Foram quase duas horas.
cold | A pizza parecia ter feito uma viagem longa, chegou mais fria que a geladeira lá de casa.
taste | Fiquei na dúvida se era frango, de tão borrachudo. Mastiguei uns cinco minutos cada pedaço.
other=valor cobrado diferente do cardápio | Só não entendi a conta: no cardápio o combo estava R$ 38,90 e no resumo do pedido apareceu R$ 46,90, sem adicional nenhum.
packaging | Esperava um pouco mais de cuidado com a tampa do caldo, que chegou passeando pela sacola inteira.
customisation | Deixei escrito "sem cebola, por favor". O "por favor" pelo visto não convenceu ninguém.
paidExtra | O cheddar adicional deve ter ficado com saudade da cozinha, porque não veio junto. Os R$ 5 vieram na fatura, esses sim.
portion | O açaí de 500 ml veio com cara de 300. Vai ver o copo é que é grande demais.
pricePortion | Pelo que cobram, imaginei que a parmegiana viesse um pouquinho maior que a palma da minha mão.
wrongItem | Pedi calabresa e chegou uma de atum. Nada contra o atum, mas não era ele que eu estava esperando.
courier; mod:courier | O motoboy achou que o portão era longe demais e me fez descer três andares de muleta. Enfim.
app; mod:app | O cupom aparecia lindo na tela e sumiu na hora de pagar. Coisa do aplicativo, imagino.
delay | Chegou rapidíssimo, só uma hora e cinquenta pra atravessar quatro quarteirões.
notDelivered | O app jura que o pedido foi entregue às 20h12. Eu estava na porta às 20h12 e não vi ninguém.
service | A moça do telefone me atendeu como se eu estivesse atrapalhando o dia dela.
unanswered | Mandei três mensagens no chat da loja perguntando pelo pedido. Devem estar muito ocupados, porque até agora nada.
taste | O arroz estava com um salzinho... digamos que generoso. Bebi dois litros de água depois.
melted | O sorvete chegou em estado líquido, virou milk-shake sem eu pedir.
missingItem | Comi o yakisoba com garfinho de sobremesa que achei na gaveta, porque os hashis não vieram.
price | A taxa de entrega estava mais cara que o próprio refrigerante. Acho que vou começar a buscar a pé.
general | Não sei nem por onde começar. Melhor nem começar.
portion | No primeiro pedido a coxinha era do tamanho da mão; nesse terceiro parecia salgadinho de festa infantil.
wrongItem | Acho que o meu pedido foi parar na casa de outra pessoa e o dela veio pra mim: recebi um temaki que eu nunca pedi.
packaging | A caixa da pizza chegou dobrada igual origami. A pizza, coitada, ficou toda grudada na tampa.
delay | Fiz o pedido pro almoço e acabei comendo no café da tarde.
taste | A massa estava meio crua no meio, parecia que o forno estava com pressa de ir embora.
other=nota fiscal com CPF | Pedi a nota fiscal com CPF três vezes e sigo aguardando, com toda a calma do mundo.
warmDrink | A Coca veio sem gás nenhum, com cara de que já tinha sido aberta e fechada de novo.
service | Perguntei com educação se dava pra trocar a batata por salada e recebi um "não" bem seco, sem nem um boa noite.
pricePortion | Segunda vez que peço: o preço subiu quatro reais e o pote ficou menor. Deve ser a inflação dos potes.
cold | Morno seria um elogio pra temperatura em que esse caldo chegou.
taste | Gordura tinha bastante. Pastel, nem tanto.
missingItem | O molho especial que dá nome ao lanche não veio. Ficou só o lanche, sem o especial.
paidExtra | Paguei borda de catupiry. Recebi borda de... borda.
notDelivered | Três horas depois o pedido foi cancelado sem explicação e eu fiquei sem janta.
courier; mod:courier | O entregador abriu a sacola pra conferir sei lá o quê, e o lacre chegou rasgado. Não gostei nada disso.
general | Esperava bem mais, sinceramente. Fica a decepção.
portion | Vieram seis camarões contados no camarão na moranga. A moranga estava farta, o camarão nem tanto.
wrongItem | O refrigerante era pra ser zero e veio o normal. Detalhe, mas faz diferença.
taste | O feijão tinha aquele gostinho de fundo de panela queimado.
customisation | Pedi o molho à parte justamente pra batata não murchar. Adivinha onde o molho veio.
delay | Não sei se o pedido veio de bicicleta ou a pé, mas demorou como se fosse a pé.
app; mod:app | Cobraram duas vezes no cartão pelo mesmo pedido. Já sei que é coisa do aplicativo, mas fica o registro.
price | R$ 14 numa lata de refrigerante. Confesso que fiquei curioso pra saber de onde vem essa lata.
other=troco para 50 | Avisei que precisava de troco pra cinquenta. O rapaz chegou sem troco nenhum e eu tive que sair pedindo pros vizinhos.
packaging | O suco veio com a tampa meio solta e metade dele ficou no saquinho.
taste | Da primeira vez o strogonoff tinha sabor de strogonoff. Dessa vez tinha sabor de creme de leite e só.
service | O atendente respondeu minha reclamação com um "é o que tem". Anotado.
missingItem | Faltou o pão de alho que vinha no combo. Quem ficou com ele, espero que tenha gostado.
cold | A lasanha chegou com o meio gelado, e não era pra ser sobremesa.
portion | Pedi a porção "família" e acho que a família em questão era de duas pessoas bem econômicas.
delay | Quando o lanche chegou eu já tinha jantado um miojo.
taste | O peixe tinha mais empanado do que peixe, e o empanado estava encharcado de óleo.
general | Já tive noites melhores com a comida de vocês. Hoje não foi uma delas.
wrongItem | Pedi a pizza grande. A que veio tinha certidão de nascimento de média.
courier; mod:courier | O rapaz da entrega falou comigo aos gritos porque o interfone demorou a atender. Entendo a pressa, mas precisava?
customisation | "Bem passado", pelo visto, quer dizer outra coisa aí na cozinha. O hambúrguer veio no ponto que vocês acharam melhor.
price | Bonito cobrar R$ 9 de embalagem. Não sabia que a caixa vinha banhada a ouro.
taste | O arroz do sushi estava duro, com jeito de ter sido feito ontem.
melted | A torta de sorvete chegou numa versão mais... fluida. Quase tomei de canudinho.
notDelivered | Fico imaginando quem jantou o meu yakisoba, porque aqui ele não chegou, apesar do status de "entregue".
warmDrink | Suco de laranja natural quente é uma experiência que eu não pretendo repetir.
portion | Pouquíssimo recheio: a empada era bem mais massa do que frango.
service | Quando liguei pra reclamar, a pessoa riu. Não sei do quê, mas riu.
taste | A carne de sol estava tão salgada que parecia carne de mar.
delay | Tudo chegou direitinho, só que com 40 minutos de atraso em relação ao prometido. Vai que foi o trânsito.
missingItem | Cadê o guardanapo, gente? E o garfo? Tive que improvisar com o que tinha em casa.
other=excesso de plástico | Quinze potinhos de plástico pra uma refeição só. O planeta agradece, só que não.
wrongItem | Não sei quem pediu açaí com granola e leite em pó, mas foi isso que chegou aqui em vez do meu, com morango e leite condensado.
unanswered | Deixei recado no Instagram de vocês faz três dias. Acho que a mensagem se perdeu no caminho.
missingItem | Drinks were missing from the bag, and we did pay for them. Maybe next time.
cold; taste | Segunda vez que peço e a diferença da primeira é grande: antes vinha quente e bem temperado, agora chegou morno e sem sal.
customisation; taste | Pedi a carne mal passada, escrevi duas vezes na observação. Veio cinza por dentro e dura feito sola.
missingItem; unanswered | Faltou a batata do combo. Liguei três vezes pra loja e o telefone tocou até cair.
delay; unanswered | O pedido atrasou quase uma hora e o WhatsApp da loja visualizou minhas mensagens e ficou por isso mesmo.
praise; courier; mod:courier | A comida sem defeito, parabéns pra cozinha. Já o entregador deixou a sacola no chão da portaria e foi embora sem avisar.
praise; app; mod:app | O lanche estava excelente. O problema foi o aplicativo, que travou três vezes na hora do pagamento.
praise; service | Cozinha nota dez, o hambúrguer estava perfeito. A atendente do telefone, porém, parecia estar me fazendo um favor.
delay; cold | Entre a hora do pedido e a da entrega deu pra assistir um filme inteiro. A pizza, claro, chegou fria.
wrongItem; missingItem | Veio frango no lugar da carne e o refrigerante ficou em algum lugar pelo caminho.
packaging; cold | A marmita chegou virada de lado, com o feijão misturado em tudo, e fria ainda por cima.
praise; delay | Estava tudo delicioso, como sempre, mas dessa vez demorou bem mais que das outras vezes.
packaging; taste | O molho vazou no saco e o macarrão que sobrou estava todo empapado.
paidExtra; customisation | Paguei o adicional de ovo e ele não veio. O "sem tomate" também ficou só na intenção.
warmDrink; missingItem | A cerveja chegou numa temperatura de chá, e os sachês de maionese resolveram não vir.
praise; portion | O sabor continua impecável, igual ao do primeiro pedido. Só a quantidade que não é mais a mesma, encolheu bastante.
delay; courier | Demorou uma hora e meia, e quando chegou o entregador ainda reclamou que eu morava longe.
wrongItem; service | Veio o sabor errado, e quando avisei a loja a resposta foi "come assim mesmo".
praise; missingItem | A comida estava ótima, mas acho que esqueceram de alguém aqui: o suco do meu filho não veio.
pricePortion; taste | Pelo preço de restaurante chique, esperava no mínimo um tempero. Veio pouco e sem graça.
customisation; service | Combinei pelo chat que viria sem pimentão. Veio com. Quando reclamei, ouvi que "é só tirar com o garfo".
delay; cold; warmDrink | Uma hora e meia de espera, comida morna e refrigerante quente. Acho que nem preciso falar mais nada.
praise; price | Gostoso é, ninguém discute. Mas R$ 70 num hambúrguer com batata já está passando um pouco do limite.
portion; missingItem | O temaki veio quase só arroz e o shoyu ficou por aí na loja.
praise; courier; mod:courier | Tudo quentinho e gostoso, nenhuma queixa da comida. Só o motoboy que achou melhor buzinar vinte vezes às 23h em vez de ligar.
delay; cold | El pedido tardó casi dos horas y las papas llegaron frías. Esperaba un poco más, la verdad.
praise; app; mod:app | Food was great, but the app charged me a service fee that wasn't shown before checkout.
praise; taste | O pão de queijo é maravilhoso, mas o café que veio junto estava bem aguado.
service | Foi a última vez. Não pelo lanche, mas pela forma como a atendente falou comigo quando perguntei do pedido.
praise; service | Cozinha caprichou muito. Pena que a pessoa do caixa não sabia nem dizer se o pedido já tinha saído, e ainda falou comigo de má vontade.
praise; packaging | Os doces estavam divinos, só chegaram meio amassados, um grudado no outro dentro da caixinha.
praise | Terceiro pedido e continua igualzinho ao primeiro: quentinho, bem servido e gostoso. Virei freguês.
praise | Não costumo escrever avaliação, mas o escondidinho de vocês merece. Que coisa boa.
praise | Chegou antes do previsto e ainda veio um bilhetinho agradecendo. Fiquei até sem jeito.
praise | A melhor coxinha do bairro, e olha que eu já provei quase todas.
praise | Tudo certinho, bem embalado, sem vazar uma gota. Dá gosto.
praise | Minha mãe, que não elogia nem a própria comida, pediu o telefone de vocês.
praise | Perfect burger, and the fries were still crispy when they arrived. Will order again.
praise | La pizza llegó caliente y muy rica, con el borde crujiente. ¡Vuelvo a pedir seguro!
praise | Atendimento no chat super atencioso, tiraram todas as minhas dúvidas sobre o cardápio sem glúten.
praise | O primeiro pedido foi bom, o segundo melhor ainda. Vocês estão de parabéns.
praise | O marmitex é honesto: bem servido, tempero de casa e preço justo.
praise | O feijão tropeiro estava igual ao da minha avó, e isso pra mim é o maior elogio que existe.
praise | Pedi às 23h achando que ia vir qualquer coisa e veio um lanche caprichado. Obrigado!
praise | O açaí veio cheinho, com todos os acompanhamentos separados. Perfeito.
praise | Impressionante como a pizza chega sempre no ponto, mesmo em dia de chuva.
praise | Could not be happier, the sushi was fresh and nicely packed. Thank you!
praise | Dessa vez vocês acertaram em tudo, viu? Até o ponto da carne.
praise | Tudo muito gostoso. O único defeito é que acabou rápido.
praise | A atendente Camila foi um amor, resolveu a troca do sabor em dois minutos.
praise | Chegou tudo direitinho, e o motoboy ainda foi super educado.
praise | Pedi pela segunda vez só pra confirmar que a primeira não tinha sido sorte. Não foi.
praise | Bem temperadinho, chegou quentinho, e a moça ainda mandou mensagem avisando que tinha saído. Coisa rara.
| Pedido recebido.
| Normal, dentro do esperado.
raw | O frango estava com um rosado por dentro que me deixou pensativo. Preferi não arriscar.
spoiled | A maionese tinha um cheirinho azedo que não combina muito com maionese.
foreignBody | Veio um brinde no meu arroz: um fio de cabelo bem comprido. Não era meu, garanto.
poisoning | Passei a madrugada em reunião com o banheiro depois do yakisoba. Coincidência, talvez.
allergy | Avisei na observação que tenho intolerância à lactose, e o risoto veio coberto de parmesão. Por sorte reparei antes de comer.
diet | Pedi o lanche vegetariano e encontrei uns pedacinhos de bacon escondidos. Acho que alguém se confundiu.
spoiled; poisoning | O camarão tinha um gosto estranho, meio passado. Eu e meu marido passamos mal a noite inteira.
foreignBody | Achei um pedacinho de plástico duro no meio da carne moída. Por pouco não fiquei sem um dente.
diet | Sou diabética e pedi o suco sem açúcar. Pelo gosto, alguém caprichou no açúcar.
allergy | Soy alérgico al maní y lo avisé en el pedido; el pad thai vino con maní encima. Menos mal que me di cuenta.
raw | The chicken was pink in the middle. Not what I expect from a fried chicken place.
mod:offensive; service | Com todo o respeito, a pessoa que atende o telefone aí é uma anta. Perguntei três vezes a mesma coisa e nada.
mod:offensive; taste | Parabéns ao gênio da cozinha, que conseguiu queimar até o arroz. Deve ter um neurônio só, e ainda emprestado.
mod:hate; service | O atendente, um viadinho cheio de frescura, me tratou com o maior pouco caso.
mod:hate; customisation | Pedi sem cebola e veio com. Só podia ser paraíba na cozinha, não sabe nem ler.
mod:threat; notDelivered | Se o meu pedido não aparecer até amanhã, eu sei muito bem onde fica a loja de vocês.
mod:threat; foreignBody | Tenho foto do cabelo na comida. Ou vocês me devolvem o dinheiro ou ela vai parar em todos os grupos do bairro.
mod:noOrder | Nunca pedi aqui, mas uma amiga disse que acharam barata na cozinha deles. Só repassando.
mod:noOrder | Trabalhei na pizzaria aqui do lado e todo mundo sabe que essa massa é comprada pronta no atacado.
courier; mod:courier | Nada contra o restaurante. Quem estragou a noite foi o entregador do app, que me respondeu com palavrão quando pedi pra ele subir.
app; mod:app | O restaurante não tem culpa, mas esse aplicativo não aceita o vale-refeição de jeito nenhum. Três tentativas.
mod:refund | The order was cancelled and I'm still waiting for my refund after two weeks. The app just keeps saying "processing".
notDelivered; mod:refund | O pedido nunca chegou, o app cancelou e o reembolso que prometeram em 48 horas já vai pra duas semanas.
`,
);

/** Set AK: three restaurants' month in a mid-sized city: pizzaria, marmitaria, hamburgueria. */
export const BY_OTHERS_AK = parseReviews(
  "othersAK",
  `
praise; price | gostoso mas a taxa ta salgada
portion; missingItem; packaging | pouco frango, sem o ovo que vem na marmita e a embalagem vazando
delay | pedi 19:40 chegou 21:15. fala serio
delay; cold | The burger took over an hour and arrived cold. Not worth it.
praise; delay | muy rica la comida casera, pero tardó bastante
service | atendente no whats super grossa, me mandou um "ue, problema seu"
taste | massa da pizza crua no meio, grudava no dente
portion; taste; delay | Vou ser sincera: sou cliente ha mais de um ano, sempre pedi a executiva toda segunda. Nos ultimos pedidos a quantidade de carne diminuiu muito, a salada vem murcha e hoje pra completar chegou meia hora depois do meu horario de almoço. Fica a dica pq vcs tao perdendo cliente fiel
general | decepcionada. esperava bem mais
praise | custo beneficio otimo, marmita G serve 2 pessoas tranquilo
customisation | odeio picles, deixei claro na obs, e mandaram picles em dobro. parece ate provocação
wrongItem; packaging; unanswered | sabor errado, caixa toda torta e quando liguei pra reclamar ninguem atendeu
missingItem; unanswered | faltou a lata, mandei msg, liguei, nada. ninguem dá satisfação
praise | smash perfeito, crocante nas bordas, voltarei
taste | hamburguer encharcado de oleo, o pão desmanchou na mão
mod:offensive; taste | que merda de hamburguer, pão velho duro igual pedra
missingItem | da proxima vez manda o garfo junto ne
cold | ainda bem que existe microondas né
delay | entrega relampago, so 2 horas 🙄
delay; wrongItem | demorou uma eternidade e ainda por cima o sabor errado
praise | entregador educadissimo e pizza chegou pelando
praise | melhor pizza da cidade sem exagero
pricePortion | 45 reais numa pizza media que mais parece brotinho
praise; portion | a pizza é uma delicia mas ja foi mais recheada
service; delay | perguntei a previsao e a atendente mandou eu "ter calma". chegou 1h depois
poisoning | comi a marmita no almoço e passei a tarde no banheiro. so comi isso hoje
notDelivered | o pedido simplesmente nunca chegou. nem msg nem nada
praise; missingItem | comida muito boa so esqueceram a farofa
app; delay; cold | cupom nao funcionou, paguei cheio, e ainda demorou e chegou frio
mod:noOrder | to sabendo que vcs reaproveitam comida do dia anterior. todo mundo no bairro comenta
wrongItem | portuguesa? nao. chegou uma pizza de banana com canela kkkkk
service | pedi pra trocar e a moça do telefone falou "nao é assim nao querida" e desligou na minha cara
pricePortion; taste | 60 reais num combo com hamburguer pequeno e sem gosto
cold | marmita chegou gelada, tive q esquentar no microondas do trabalho
pricePortion | ja foi melhor. agora ta mais caro e vem metade
praise | peço toda semana, nunca me decepcionou
praise | feijoada de sabado sensacional, igual da minha vó
foreignBody | tinha um pedaço de plastico na pizza, quase engoli
diet | marmita veggie com bacon no feijao. sou vegetariana ha 10 anos, obrigada por nada
praise; service | comida boa mas a menina do telefone é mal educada
customisation | escrevi SEM CEBOLA em maiusculo na observação e o lanche veio lotado de cebola
wrongItem | trocaram meu pedido, veio marmita de peixe e a minha era de carne de panela
price | marmita a 32 reais?? no restaurante da esquina é 22, ta caro demais
raw | frango cru por dentro, rosa e molenga
foreignBody | achei um cabelo enorme no meio do arroz
praise; delay | lanche top mas demorou 1h10
paidExtra | adicional de bacon cobrado e nem sinal do bacon no lanche
| chegou
customisation; taste; cold | ao ponto foi o q eu pedi, veio passada do ponto e seca, e a batata gelada
missingItem | faltou a farofa, faltou o vinagrete, faltou a banana. basicamente so veio arroz e feijao
wrongItem; diet | I ordered the vegetarian marmita and got the chicken one. I don't eat meat.
courier | o motoqueiro de vcs abriu o lacre da sacola na minha frente pra "conferir". nao gostei nada
cold; taste; packaging | hamburguer frio, pão esfarelando, caixa amassada
wrongItem | chegou a pizza de outra pessoa, atum com cebola, sendo que a minha era frango com catupiry
service | tentei resolver por telefone e a moça riu da minha cara
allergy | meu filho é alergico a amendoim, avisei na obs, e a sobremesa veio com paçoca por cima. ainda bem que eu vi antes dele comer
praise | marmita caprichada, tempero de mae. chegou quentinha
unanswered | mandei msg no chat 3x perguntando do pedido, visualizaram e nao responderam
price | a taxa de entrega ta mais cara que o refri
missingItem | cade a coca??? paguei e nao veio
packaging | a marmita veio aberta, feijao espalhado pela sacola toda
mod:threat; wrongItem | se errarem meu pedido de novo eu vou ai e quebro essa loja inteira
wrongItem | x-salada era o que eu queria, recebi um x-egg
wrongItem; cold; unanswered | mandaram calabresa no lugar da marguerita, fria, e ninguem atende o telefone
delay | quando chegou ja era hora do cafe da manha kkk
delay; cold | 1h30 de espera pra receber hamburguer gelado
taste | excesso de oregano, queijo borrachento e borda torrada. nao desceu
missingItem | nao mandaram nenhum sache, nem ketchup nem maionese
| comida ok
delay; cold; missingItem | demorou quase 2h, veio frio e sem o guarana
praise | Gente que hamburguer é esse. Duplo com cheddar e cebola caramelizada, veio montadinho, quente, batata sequinha e crocante, o entregador super simpatico. Ja virou meu favorito da cidade, parabens a equipe!!
mod:refund | cancelaram o pedido e o estorno do app ainda nao caiu no cartao
taste | frango seco parecendo papelão
spoiled | o molho tinha aquele cheirinho de geladeira velha sabe
taste | comida sem tempero nenhum, parece comida de hospital
melted; missingItem | o sorvete do brownie chegou uma poça e a calda nem veio
portion; taste; delay | marmita pequena, sem sal e ainda atrasou 40 min
packaging; warmDrink; courier | suco derramado na sacola, refri quente e o entregador de vcs jogou a sacola por cima do portao
raw; customisation | bem passado tava escrito na obs e o hamburguer veio vermelho por dentro, quase mugindo
taste | arroz empapado e feijao sem sal nenhum
foreignBody | found a hair in my rice. gross.
mod:noOrder | nunca pedi aqui mas dizem que a cozinha é cheia de barata, cuidado pessoal
mod:app; app | o app cobrou duas vezes no meu cartao, nada a ver com o restaurante mas fica o registro
courier | el repartidor no quiso subir y me hizo bajar con lluvia
warmDrink | suco de laranja chegou quente
taste | parabens pela pizza de papelão, ta de parabens mesmo
praise; packaging | o hamburguer é sensacional, so a embalagem que deixa vazar o molho
other=pedido cancelado loja fechada | fiz o pedido 22:50, vcs aceitaram e meia hora depois cancelaram dizendo que ja tinham fechado
portion | o recheio da pizza ta cada vez mais ralo, da pra ver a massa por baixo
mod:courier; courier; praise | o entregador do ifood foi super grosseiro comigo. a comida ta otima, o problema é so ele
customisation; missingItem; cold | sem tomate era o combinado, veio com tomate. esqueceram a batata. e o lanche frio. 3 erros num pedido so
mod:offensive; service | a atendente é uma anta, nao sabe nem anotar pedido
portion | precisei pedir outra pra matar a fome
packaging | caixa toda amassada e o queijo da pizza grudado na tampa
portion; price | porção de batata minuscula e taxa de entrega absurda
price | 12 conto de taxa pra 3 km??
warmDrink; melted; delay | refri quente, sorvete derretido, 1h20 de espera. combo completo
pricePortion | o burguer subiu pra 38 e o blend ta cada vez mais fino
taste; price; service | hamburguer sem graça, caro, e quando falei no chat a resposta foi seca e mal educada
packaging; taste; missingItem | tampa mal fechada, arroz misturado com a salada, carne dura e cade o talher?
taste | la pizza muy salada y la masa cruda
delay; unanswered | mais de uma hora de atraso e ninguem respondia no chat
praise | Best pizza I've had in Brazil, crispy crust and generous toppings.
delay; missingItem; service | atrasou 1h, veio sem o refri e quando reclamei a resposta foi "acontece"
praise; wrongItem | fanta ao inves de guarana, mas o resto impecavel
spoiled | o queijo do lanche com gosto estranho, meio azedo, acho q ja tava vencido
melted | milkshake chegou derretido, virou leite batido
mod:hate; service | o atendente viadinho ficou de gracinha comigo no telefone
customisation; taste | suco sem gelo, coloquei na obs. veio cheio de gelo e aguado
praise | obrigada pelo bilhetinho e pelo bombom, fofos demais ❤️
spoiled | a maionese tava azeda
delay | previsao 50 min, chegou em 1h40
allergy; poisoning | sou celiaca e a "massa sem gluten" claramente nao era, to com o intestino destruido
raw | o frango tava meio esquisito por dentro, rosadinho... nem comi
delay; courier; cold | motoboy de vcs ficou rodando o bairro 40 min, chegou grosso dizendo q meu endereço tava errado (nao tava) e a pizza obvio fria
missingItem | la hamburguesa llegó sin las papas que pagué
other=nota fiscal cpf | pedi nota fiscal com cpf e nao mandaram
customisation | molho a parte, foi o que eu pedi. veio tudo afogado no molho
mod:threat; courier | vou expor o nome e a cara do motoboy de vcs em todo grupo da cidade, ele foi grosso comigo
praise | atendimento no whats nota mil, resolveram na hora
paidExtra; wrongItem; service | paguei adicional de cheddar q nao veio, o lanche nem era o meu e no whats disseram "foi o que saiu da cozinha"
paidExtra | 9 reais na borda de catupiry pra chegar borda seca. obrigado pelo presente
cold; taste | batata murcha e fria
portion | 3 colheradas de arroz e um pedacinho de frango, essa é a marmita media de vcs kkkkk
packaging | o refri veio com a tampa frouxa e vazou no lanche
notDelivered; unanswered; app | pedido nunca chegou, restaurante nao responde e o rastreio no app travado em "saiu pra entrega" desde as 20h
taste; pricePortion | pouco recheio, massa borrachuda e o preço subiu de novo
mod:offensive; delay | bando de incompetente do caralho, 2h pra entregar uma pizza
diet; wrongItem | diabetico aqui. coca zero no pedido, chegou coca normal
wrongItem | era pra ser a grande, mandaram a media
courier | o motoboy de vcs nao quis entrar no condominio e ainda reclamou q eu demorei pra descer
praise | chegou antes do previsto, tudo certinho
portion | batata "grande" que da pra contar nos dedos
taste | acho que o cozinheiro tava apaixonado hoje 🧂🧂🧂
unanswered | liguei 4x pra saber do pedido. chama chama e nada
praise; customisation | muito bom! a cebola veio mesmo eu pedindo sem, mas tirei e comi feliz
praise | batata rustica viciante
customisation; taste | carne era pra vir mal passada, chegou uma sola de sapato
packaging | o caldo do strogonoff vazou e melou a sacola inteira
other=troco dinheiro | paguei em dinheiro, avisei troco pra 50 e chegou sem troco nenhum
poisoning | meu marido comeu a pizza e agora ta la no banheiro faz 2h. coincidencia né
notDelivered | no app ta como entregue e eu nao recebi nada ate agora
delay; notDelivered | primeiro atrasou, depois ligaram dizendo que a moto quebrou e o pedido nunca chegou
taste | pizza salgada demais, tomei 2 litros de agua depois
mod:refund; notDelivered | pedido nao chegou e o ifood ate agora nao estornou meu dinheiro, 10 dias ja
general | pessimo
warmDrink | guarana quente e sem gas, da pra usar de xarope
praise; cold | sabor nota 10, so chegou meio morno
missingItem | a promo era lanche + batata + refri, so veio o lanche
wrongItem; paidExtra | veio fitness no lugar da executiva e a salada extra que eu paguei sumiu
`,
);

/** Set AL: a product tester's held-out set: everyday, hard, safety, moderation and look-alikes. */
export const BY_OTHERS_AL = parseReviews(
  "othersAL",
  `
delay; cold | fiz o pedido 19h e só chegou 20h40, tudo gelado
wrongItem | mandaram x-egg no lugar do x-salada, ninguém confere nada?
missingItem | cadê a coca que eu paguei?? não veio
paidExtra | paguei adicional de bacon e o lanche não tinha bacon nenhum
customisation | escrevi SEM CEBOLA em letra maiúscula na observação. adivinha o que tinha no lanche
portion | açaí de 500ml veio pela metade do copo
pricePortion | 45 reais numa marmita que não enche nem criança
price | taxa de entrega de 12 reais pra dois quilômetros, absurdo
packaging | o caldo vazou todo dentro da sacola, chegou tudo melado
taste | arroz empapado e feijão sem sal
raw | frango rosado por dentro e soltando sangue quando cortei
spoiled | maionese com gosto azedo, claramente estragada
foreignBody | tinha um fio de cabelo enorme no meio do yakisoba
poisoning | passei a madrugada toda no banheiro depois desse hambúrguer
allergy | avisei na observação que sou alérgica a camarão e o risoto veio com camarão
diet; wrongItem | sou vegetariana, o burger era pra ser de grão de bico e chegou de carne
mod:courier; courier | o entregador se recusou a subir e ficou buzinando lá embaixo, tive que descer de pijama na chuva
mod:app; app | o cupom não aplicou de jeito nenhum e acabei pagando o valor cheio
service | a moça do whatsapp foi super grossa, disse que o erro era meu
unanswered | liguei quatro vezes na loja e ninguém atendeu
general | horrível. nunca mais
praise | melhor esfiha da região, chegou quentinha e rápido
delay | parabéns pela pontualidade, só 1h50 de espera 👏👏
taste | adorei o sal com um pouquinho de batata
missingItem | a pizza não chegou fria não, até que quentinha, o problema é que esqueceram o guaraná
pricePortion | da última vez a marmita vinha cheia, agora vem a metade pelo mesmo preço
pricePortion | na pizzaria do lado vem o dobro de recheio e custa menos
missingItem | vocês esqueceram o hashi ou agora é cobrado à parte?
delay; cold; missingItem; wrongItem | atrasou, veio frio, faltou a batata e o lanche nem era o meu
taste | o pastel tava um borrachudo, parecia que tinha sido frito ontem
warmDrink | o refri veio choco, zero gás
melted | o sorvete virou sopa
customisation | o ponto era bem passado, veio ao ponto
notDelivered | app diz entregue e eu aqui sem comida até agora
praise | a atendente Ana é um anjo, resolveu tudo em 2 minutos
praise | que pizza do caralho, melhor da cidade disparado
delay | porra, 2 horas pra chegar um açaí
missingItem | que merda, esqueceram minha batata de novo
mod:offensive; wrongItem | bando de incompetente do caralho, veio errado DE NOVO
mod:offensive; service | a atendente é uma vaca, me tratou igual lixo no telefone
mod:offensive; foreignBody | cozinheiro porco, achei cabelo na comida
mod:offensive; delay | vai tomar no cu, duas horas esperando
mod:hate; service | atendente bicha que não sabe nem anotar um pedido direito
mod:hate; mod:courier; courier | o motoboy macaco ainda abriu minha sacola no caminho
mod:threat; wrongItem | se vier errado mais uma vez eu vou aí e quebro essa loja inteira
mod:threat; raw | veio frango cru. ou devolvem meu dinheiro ou vou expor a cara do dono em todos os grupos da cidade
mod:threat | sei onde o motoboy de vocês mora, ele que me aguarde
mod:noOrder | dizem que essa cozinha tem rato, alguém confirma?
mod:noOrder | nunca pedi aqui mas meu cunhado passou mal com a comida de vocês
mod:noOrder | tenho lanchonete aqui perto e sei muito bem que vocês usam carne de segunda
mod:noOrder | vi no grupo do bairro que a vigilância sanitária interditou essa loja
mod:refund | cancelaram meu pedido e o estorno até hoje não caiu, já são 15 dias
mod:refund; notDelivered | o pedido nunca chegou e o ifood não me devolve o dinheiro
mod:app; app | o app travou na hora do pagamento e cobrou duas vezes
mod:courier; courier | entregador chegou com a sacola aberta e o lacre rasgado
praise | meu amigo indicou e não mentiu, tudo muito bom
praise; cold | o motoboy foi super educado, mas a comida chegou fria
praise | nunca comi um pastel tão bom na vida
praise | vou divulgar pra todo mundo de tão bom que é
missingItem; praise | faltou o refri mas a loja resolveu rapidinho e mandou outro, obrigado
spoiled | o peixe tava com um cheiro forte estranho, nem tive coragem de comer
raw | o frango por dentro ainda tava rosinha e molenga, é normal isso?
poisoning | meu estômago não perdoou, passei o dia seguinte inteiro deitada
foreignBody | tinha uma coisinha preta com perninhas no meio da salada
spoiled | o queijo do sanduíche tinha umas manchinhas verdes
allergy; poisoning | sou celíaca, escolhi a opção sem glúten e passei mal a noite toda, acho que mandaram o pão comum
allergy | meu filho tem intolerância a lactose e o suco veio batido com leite
foreignBody | quase quebrei o dente numa pedrinha no feijão
spoiled | o leite do café veio talhado
spoiled | iogurte com validade do mês passado, sério isso?
raw | hambúrguer sangrando no meio, carne crua mesmo
spoiled | salmão esbranquiçado, mole e com gosto de geladeira velha
diet; wrongItem | sou diabético!! coca normal no lugar da zero, querem me matar?
diet | prato vegano com queijo ralado por cima, sério?
diet; customisation | pedi sem glúten porque tô de dieta e veio empanado na farinha
packaging | a pizza escorregou toda pro canto da caixa, virou um tapete
melted | era pra ser milkshake, bebi um leitinho
warmDrink | guaraná quente que nem chá
taste | pão puro chiclete, massa crua por dentro
taste | batata murcha parecendo minhoca
cold | a marmita chegou "morna", pra não dizer gelada
wrongItem | veio o pedido de outra pessoa, com o nome Marcos na comanda
mod:courier; courier; notDelivered | o motoca sumiu com meu lanche
other=nota fiscal | não mandaram nota fiscal e eu preciso pra pedir reembolso na empresa
other=isopor sustentável | embalagem de isopor em 2024? podiam usar algo mais sustentável
other=foto do cardápio | a foto do cardápio não tem nada a ver com o que chega
other=fechou antes do horário | a loja fechou uma hora antes do horário que aparece no app
other=troco errado | o troco veio errado, faltaram 10 reais
wrongItem; service | veio trocado, solicitei a troca e disseram que não era problema deles
unanswered | mandei mensagem no chat da loja, visualizaram e ficaram quietos
| ok
| comida ok, entrega ok
| primeira vez pedindo aqui, vamos ver
cold; taste; delay | the burger was cold and soggy, took over an hour
allergy; customisation | asked for no peanuts because I'm allergic and the pad thai came covered in them
praise | great food, fast delivery, will definitely order again
notDelivered | never got my order but the app says delivered
cold; delay | la pizza llegó fría y tardó casi dos horas
customisation | pedí sin cebolla y vino llena de cebolla
mod:courier; courier | el repartidor fue muy grosero conmigo en la puerta
praise | riquísimo todo, la mejor hamburguesa que probé en Brasil
foreignBody | found a piece of plastic in my salad
poisoning | my kid got sick after the nuggets, vomiting all night
mod:app; app; mod:refund | la app me cobró dos veces y nadie me devuelve el dinero
pricePortion | overpriced for such a tiny portion
warmDrink | la coca vino caliente y sin gas
praise; delay | comida maravilhosa como sempre, só a entrega que demorou bem mais que o normal
praise; taste | o hambúrguer é bom mas a batata veio encharcada de óleo
portion | a porção de fritas dá pra contar nos dedos
wrongItem | era pra ser coca de 2 litros, chegou lata
paidExtra | paguei borda recheada de catupiry e a borda veio vazia
paidExtra; customisation | queijo extra cobrado e não colocado, e o tomate que era pra tirar tava lá
missingItem | não veio talher nem guardanapo, comi com a mão
missingItem | mandaram o lanche sem os sachês de ketchup e maionese
packaging; taste | a caixa veio amassada e o lanche todo desmontado, pão encharcado
general | experiência péssima do começo ao fim
praise | dizem que é a melhor pizza do bairro e é mesmo
delay | o app dizia 40 min, chegou em 1h30
delay; unanswered | demorou uma eternidade e quando liguei pra saber ninguém atendeu
notDelivered; unanswered | meu pedido não chegou e a loja não responde no chat
taste | a pizza tava queimada embaixo, gosto de carvão
taste | sem tempero nenhum, parecia comida de hospital
taste | o molho tava doce demais, enjoativo
cold; courier | comida fria e ainda por cima o motoboy foi grosso
price | os preços daqui são bem salgados comparados com o resto do app
taste | o frango tava seco igual papelão
praise | atendimento nota 10, o dono até mandou um bilhetinho agradecendo
praise | a marmita veio caprichada, dá pra duas refeições
praise | molho de matar, vou voltar sempre
wrongItem | sabor frango? abri e era carne moída. de novo.
notDelivered | esperei até meia-noite e nada de comida
customisation | falei pra mandar o molho separado, veio tudo afogado
portion; taste | o strogonoff era só molho, três pedacinhos de carne boiando, e ainda salgado
delay | a loja levou 30 min só pra aceitar o pedido
service | o dono respondeu minha avaliação anterior com ironia, péssima postura
general | já foi bom, hoje em dia não presta mais
wrongItem; missingItem | trocaram o suco de laranja por limão e esqueceram a sobremesa
cold; warmDrink | sopa fria e refri quente, inverteram tudo kkk
packaging | o copo do açaí chegou sem tampa direito, escorreu calda pela sacola toda
melted; packaging | o pote do sorvete veio aberto e derretido
foreignBody | mastigando achei um pedaço de plástico duro no arroz
spoiled; poisoning | o camarão tava com cheiro de amônia e eu e minha esposa vomitamos depois
mod:offensive | vocês são uns lixos
mod:noOrder | não pedi e nem vou pedir, todo mundo sabe que esse lugar é sujo
mod:app; app | o rastreamento do app ficou travado no "saiu para entrega" o tempo todo
mod:refund | a loja até aceitou o reembolso mas o ifood segura meu dinheiro faz 3 semanas
praise | não sei por que reclamam tanto, o meu veio perfeito
praise | entrega relâmpago de verdade, 15 minutos e tava aqui pelando
delay | rapidinho né, só perdi meu horário de almoço esperando 🙄
mod:offensive; taste | esse cozinheiro é um jumento, a carne parecia sola de sapato
`,
);

/** Set AO: a dark kitchen's month on two marketplaces: burgers, pizza, açaí and marmitas. */
export const BY_OTHERS_AO = parseReviews(
  "othersAO",
  `
service | liguei pra avisar do problema e a moça foi super grossa comigo
raw | frango da marmita cru por dentro, rosado mesmo
delay | pedido feito 19h40 e chegou 21h10. a fome até passou
mod:noOrder | nunca comprei aí mas dizem que a cozinha é cheia de rato, cuidado gente
other=troco faltando | o troco veio faltando 10 reais
cold | marmita morna puxando pra fria
mod:threat; wrongItem | se mandarem errado mais uma vez eu vou aí e quebro essa cozinha inteira
notDelivered | esperei 2 horas e o pedido simplesmente nunca chegou
missingItem; unanswered | faltou o açaí da minha filha, mandei msg pro restaurante e até agora silêncio
missingItem | cadê a farofa da feijoada gente
portion; packaging | copo do açaí meio vazio e a tampa rachada, escorreu na mão
delay | demorou demais
portion | dava pra contar as rodelas de calabresa da pizza: 7. SETE
foreignBody | achei um fio de cabelo no meio da pizza 🤢
praise | obrigada pelo bilhetinho de aniversário, fiquei emocionada 🥹
praise; packaging | açaí perfeito. a tampa que veio meio solta e escorreu um pouco, mas nada grave
other=nota fiscal CPF | pedi nota fiscal com CPF na observação e não veio
cold; warmDrink | hamburguer frio e coca quente, inverteram tudo kkkk
customisation | pedi sem picles. tinha picles. simples assim
warmDrink | o suco de laranja chegou quente, parecia chá
mod:courier; courier | a loja não tem culpa, o problema foi o motoboy do iFood que largou o pacote no portão e nem tocou o interfone
taste | batata murcha com gosto de óleo velho
taste | açaí aguado, mais parecia suco
spoiled | o leite condensado do açaí tava azedo e o potinho vencido desde o mês passado
notDelivered; service | o pedido não chegou e quando liguei a loja disse que "não é problema nosso"
foreignBody | um pedaço de plástico duro no arroz, quase quebrei o dente
spoiled | o queijo da pizza tava com umas manchinhas verdes... nem comi
portion | açaí de 500 que veio pela metade do copo
missingItem | pedi 2 marmitas e chegou 1
praise | peço toda semana e nunca me decepcionou
praise | marmita com gostinho de comida de vó ❤️
delay; courier | demorou 1h e o motoboy se recusou a subir, desci 8 andares de chinelo
melted | o sorvete que vai em cima do açaí derreteu todo, virou lavagem
 | normal, nada demais
paidExtra | cobraram adicional de cheddar e o lanche veio sem cheddar
taste | frango seco, duro, igual papelão
customisation | era pra ser metade sem azeitona... tinha azeitona nos dois lados
delay; warmDrink; portion | Vou ser sincera: pedi pizza grande de calabresa + refri 2L pro aniversário do meu filho. Demorou 1h40, o refri chegou quente e a pizza veio com metade da calabresa que costuma vir. Criança chorando. Não dá.
poisoning | todo mundo aqui de casa que comeu a maionese passou mal. coincidência né
delay | "entrega expressa" né... 1h15 pra uma marmita 🙄
price | taxa de entrega de 12 reais pra 2km, absurdo
mod:offensive; service | a atendente é uma anta, burra, não sabe nem anotar um endereço
praise; missingItem | lanche top mas esqueceram o molho da casa 😢
praise | 10/10
delay; cold; missingItem | 1h30 de espera, pizza fria e o guaraná nem veio
praise; portion | feijoada deliciosa, mas podia vir um pouco mais de carne
delay; cold | Pedí una pizza y tardó casi dos horas, llegó fría. Una lástima
mod:hate; delay | 2 horas de espera, só podia ser loja de viadinho mesmo
delay; wrongItem | uma hora esperando pra receber o lanche errado
praise | a de 4 queijos é surreal, não mudem essa receita nunca
customisation; taste; cold | molho à parte foi ignorado, o pão virou papa e ainda tava frio
wrongItem | pedi calabresa e veio marguerita, eu nem gosto de tomate
praise; delay | pizza maravilhosa, só demorou um pouquinho
taste | o pão ficou encharcado e desmanchou na mão
price; portion | taxa de 9,99 e a marmita ainda vem pequena
poisoning | comi o x-tudo ontem à noite e passei a madrugada no banheiro
praise | tudo certinho, quentinho e bem embalado. parabéns equipe
customisation; raw | pedi bem passado e o hamburguer veio sangrando no meio
general | horrivel. nunca mais
praise | strogonoff muito bom e a porção é bem generosa
praise | batata sequinha e crocante do jeito que eu gosto
praise; price | muito gostoso! porém o preço tá meio salgado né
praise | Best smash burger I've had in São Paulo, seriously
packaging | o refri veio aberto e vazou na sacola toda
missingItem; service | faltou a batata, reclamei e o atendente respondeu "fica pra próxima"
spoiled | feijão azedo, dava pra sentir o cheiro quando abri
praise; taste | a pizza de vcs é ótima, mas dessa vez a borda passou do ponto, meio queimada
app; delay | o cupom não funcionou no app e ainda por cima demorou uma eternidade
paidExtra | R$6 de bacon extra cobrado e zero bacon no lanche
foreignBody | tinha um bichinho andando no açaí, acho que formiga. perdi a fome
delay; app | demorou 1h10 e o rastreio do app não atualizava nunca
allergy; customisation | intolerante a lactose, pedi o burger SEM QUEIJO justamente por isso e veio cheio de cheddar. tô pagando até agora
pricePortion | 45 reais numa broto que mais parece esfiha
praise; delay | Great food but delivery took over an hour
cold | hamburguer chegou gelado, o queijo já tinha endurecido
praise | entregador educadíssimo e a comida ótima
portion; taste | açaí com pouquíssimo acompanhamento e o leite ninho todo empedrado
general | decepcionada. já foi bem melhor, hoje não dá mais
wrongItem; unanswered | mandaram marmita de carne em vez de frango, liguei 4x e ninguém atendeu
taste | gordurento demais, o papel ficou transparente de tanto óleo
taste | way too salty, couldn't finish it
unanswered | mandei mensagem no chat da loja 3 vezes e nada de resposta
allergy | sou alérgica a amendoim, o açaí que escolhi não leva nada disso e mesmo assim tinha pedaço de amendoim no meio. tive que tomar antialérgico
missingItem | não mandaram talher nem guardanapo, vou comer feijoada com a mão?
taste | pizza salgada demais, tomei 2 litros de água depois
wrongItem; customisation | smash duplo sem cebola virou smash simples com cebola
delay | 50 min de atraso e nenhum aviso
cold | vou ter que esquentar no micro de novo né, como sempre
mod:app; app | o 99Food cobrou duas vezes no meu cartão. nada contra o restaurante, só deixando registrado
melted; delay | claro que o açaí derreteu, ficou 1h rodando na rua
wrongItem; missingItem | mandaram frango com catupiry no lugar da 4 queijos e esqueceram a coca
praise | chegou antes do previsto e bem quentinho 👏
taste | fundo da pizza todo preto, gosto de queimado
notDelivered | consta como entregue mas ninguém aqui recebeu nada, a portaria confirmou
praise; customisation | hamburguer muito bom, mas o tomate que era pra tirar continuou lá
warmDrink | guaraná quente e sem gás nenhum
mod:noOrder | meu vizinho jura que essa pizzaria usa carne de cavalo 👀 fica a dica
wrongItem | escolhi morango no açaí e veio banana
mod:threat; missingItem | faltou metade do pedido. se não me devolverem o dinheiro vou expor o nome do dono em todo grupo do bairro
price | 58 conto num smash simples? vcs tão doidos
delay | "chega em 30-40 min" mentira, foi 1h20
missingItem | faltou a batata do combo
pricePortion; taste | 39,90 numa marmita pequena e a comida sem tempero nenhum
taste; price | pizza massuda, sem gosto e ainda caríssima
customisation | escrevi SEM CEBOLA em letra maiúscula e adivinha? cebola
packaging; missingItem | marmita tombada dentro da sacola e sem talher
packaging | caixa amassada, a pizza grudou toda na tampa
wrongItem | o X-salada veio no lugar do X-bacon
missingItem | esqueceram os sachês de ketchup e maionese
portion | 3 pedacinhos de frango na marmita, pra um adulto não dá
paidExtra | a borda recheada de catupiry que eu paguei não veio, borda seca normal
paidExtra; delay | borda de cheddar paga e não entregue, fora 1h20 de espera
customisation | pedi o molho à parte e veio tudo despejado em cima
melted | o açaí chegou virado sopa kkkkk
mod:offensive; cold | bando de incompetente do caralho, pizza gelada DE NOVO
mod:refund | pedi reembolso há 10 dias e o estorno ainda não caiu no cartão
foreignBody | encontré un pelo en la hamburguesa, qué asco
customisation; delay; service | sem tomate, eu pedi. veio com tomate. levou 1h. e no chat me trataram com grosseria
wrongItem | veio o pedido de outra pessoa, na comanda tava "Juliana" e eu sou o Marcos
portion | vinte minutos procurando o bacon no x-bacon 🔍
packaging; taste | pizza toda amassada e a massa dura de doer o maxilar
delay | ficou 40 min "em preparo" e mais 40 "saiu para entrega"
delay; unanswered | 1h e meia e ninguém atende o telefone da loja pra dar notícia
packaging | o açaí vazou todo dentro da sacola, melecou tudo
taste | parabéns pelo hamburguer de carvão 👏👏
cold; portion | marmita fria e com meia concha de feijão
praise | bom dmss kkkk virei cliente
wrongItem; diet | ordered the chicken marmita and got beef. I don't eat red meat
praise; cold | sabor excelente, pena que chegou morno
pricePortion | o preço subiu de novo e a marmita ficou menor, reparei na hora
taste | strogonoff sem sal nenhum, comida de hospital
taste | massa da pizza crua no meio, parecia chiclete
diet; wrongItem | sou diabético, pedi coca zero e veio coca normal
portion | el vaso de açaí venía por la mitad
taste; cold; delay | pão duro, carne fria e 70 min de espera
cold | pizza fria. de novo.
delay | levou 1h40 e eu moro a 5 minutos da loja
praise | achei que ia ser só mais uma dark kitchen qualquer mas surpreendeu, bom de verdade
missingItem | cadê a coca?? paguei e não veio
 | ok
wrongItem | meu açaí era de 500ml, mandaram o de 300
missingItem | the fries were missing from my combo and I paid for them
packaging; cold | pizza chegou de lado, queijo todo escorrido pro canto da caixa, e fria ainda por cima
mod:refund; missingItem | veio sem o refri, o iFood prometeu estornar e até hoje nada
paidExtra; taste | o ovo adicional não veio e a carne passou do ponto, seca
praise | açaí caprichado, cremosinho e chegou rapidinho
packaging | a tampa da marmita veio aberta e o feijão derramou na sacola
service | o atendente do whats ainda debochou quando eu reclamei
taste; service | carne borrachuda e quando reclamei disseram que é "o ponto da casa" 🙄
praise | melhor smash da região, sem exagero 🔥🔥
`,
);

/** Set AP: an evaluator's held-out set across Brazil's regions and ages, look-alikes included. */
export const BY_OTHERS_AP = parseReviews(
  "othersAP",
  `
delay | pedi às 19h e só chegou 20h40, muita demora
notDelivered | aparece como entregue no app mas não recebi nada, ninguém tocou a campainha
wrongItem | era pra ser x-salada, mandaram x-egg
customisation | escrevi SEM TOMATE em letra maiúscula e o lanche chegou lotado de tomate
missingItem | faltou a coca de 2 litros que vinha no combo
paidExtra | paguei 6 reais de cheddar extra e não veio uma gota
portion | marmita com três colheradas de arroz e um pedacinho de frango, pouquíssima comida
price | taxa de entrega de 14 reais pra 2 km não dá
pricePortion | o açaí de 500 ml subiu de 18 pra 24 e o copo agora vem pela metade
packaging | o caldo vazou todo dentro da sacola, mano
warmDrink | guaraná quente e sem gás
melted | o sorvete virou sopa no caminho
service | liguei pra saber do pedido e a moça me atendeu com a maior má vontade
unanswered | mandei cinco mensagens no chat da loja e ninguém respondeu
general | experiência horrível, não peço mais
diet | opção vegetariana com bacon picado no meio?? sou vegetariana
other=nota fiscal com CPF | pedi nota fiscal com CPF e não mandaram
missingItem | não mandaram talher nem guardanapo
packaging | caixa da pizza amassada, a cobertura ficou toda grudada na tampa
courier; taste | o entregador foi grosso comigo e a batata veio murcha
wrongItem | recebi o pedido de outra pessoa, tinha o nome de um tal de Rogério na comanda
notDelivered | a janta nunca chegou, fui dormir com fome
taste | pizza queimada embaixo, gosto de carvão
customisation | molho à parte, eu disse. Chegou tudo afogado no molho
cold; missingItem | Meu neto fez o pedido pra mim pelo celular. A sopa chegou fria e não mandaram a torradinha.
paidExtra | paguei borda recheada de catupiry e a borda veio vazia
delay | parabéns pela entrega expressa de 1h50, deu pra assistir um filme inteiro 👏
cold | adorei o hambúrguer "quentinho", só faltou vir com gelo 🙃
missingItem | não tô reclamando da comida, o problema é que o suco não veio
wrongItem | é tão difícil assim diferenciar frango de carne? de novo mandaram de frango no lugar da de carne
pricePortion | na hamburgueria da esquina pago o mesmo e vem o dobro
delay; cold; missingItem | atrasou, chegou frio e sem o refrigerante
taste | pastel borrachudo e caldo de cana aguado
taste | oxe, o baião de dois tava insosso, sem sal e sem coentro
portion | não é questão de demora nem de sabor, é que a porção de mandioca dava pra um passarinho
customisation | carne ao ponto sendo que marquei bem passada
cold; warmDrink | bah, o xis chegou frio e o refri quente, tudo ao contrário tchê
wrongItem; missingItem | veio a pizza errada e ainda faltou a esfiha que pedi junto
price | 12 reais de taxa pra atravessar a rua, que pechincha 🙄
packaging | o açaí chegou parecendo arte abstrata, espalhado pela sacola inteira
delay | uai, pedi o almoço e chegou na hora da janta, sô
service | perguntei se tinha opção sem lactose e me responderam "lê o cardápio"
unanswered; missingItem | liguei três vezes pra avisar que faltou o molho e o telefone só chamava
taste | o peixe frito veio encharcado de óleo, pingando
cold | morno seria elogio, o prato tava é frio
taste; portion | pouco recheio, e o pouco que tinha era sem gosto nenhum
customisation; wrongItem | troquei pro pão australiano sem maionese; chegou pão comum lotado de maionese
delay | "tempo estimado 30-40 min"... estimado por quem? chegou com 1h30
pricePortion | a coxinha diminuiu de tamanho mas o preço não diminuiu, engraçado né
missingItem | cadê o sachê de ketchup? a batata veio sozinha
other=loja fechada no horário | o cardápio diz que abre às 18h, fui retirar 18h30 e a porta tava fechada
delay; unanswered | mermão, 1h10 esperando e ninguém atende o telefone pra dar uma satisfação
wrongItem | a pizza grande que eu paguei virou média no caminho, dá pra ver pelo tamanho da caixa
delay; melted | o milk-shake demorou tanto que chegou líquido
general | Nota 10. De 100.
taste | já foi o melhor hambúrguer do bairro; hoje o pão vem seco e a carne sem suculência
taste | a tapioca veio dura que nem papelão, arretado de ruim, visse
delay; portion; price | demorou uma eternidade, veio pouca comida e ainda cobraram 15 de entrega
raw | o frango estava cru por dentro, rosado perto do osso
spoiled | maionese azeda
foreignBody | achei um cabelo no meio do arroz, que nojo
poisoning | comi o sushi ontem e passei a madrugada vomitando
allergy | avisei que tenho alergia a camarão e mesmo assim tinha camarão no risoto
foreignBody | tinha um pedaço de plástico duro dentro do hambúrguer
spoiled | o iogurte do bowl tava vencido, a data da tampa era da semana passada
allergy; customisation | intolerante a lactose aqui. Deixei claro: sem queijo. Resultado: queijo por todo lado
poisoning | a família inteira teve diarreia depois da feijoada de sábado
raw | a tilápia veio crua no meio, ainda translúcida
raw | a coxa tava com aquele vermelhinho por dentro, não tive coragem de comer
spoiled | o peixe tinha um cheiro estranho, forte demais, acabei jogando fora
poisoning | passei o dia seguinte inteiro indo ao banheiro, e só tinha comido isso
foreignBody | mordi uma coisa dura que estalou no dente, era uma pedrinha no feijão
foreignBody | tinha uma "companhia" de seis patas passeando na salada
allergy; wrongItem | meu filho é celíaco; o pão que devia ser sem glúten veio o comum, sorte que vi antes de ele comer
spoiled | a vitamina veio com o leite talhado, cheia de grumos
diet | sou diabética e deixei isso anotado, mesmo assim o suco veio adoçado
poisoning | depois do strogonoff minha barriga virou escola de samba, fiquei dois dias de molho
taste | pão de queijo cru por dentro, a massa grudando no dente
praise | passei mal de tanto comer, a culpa é desse escondidinho maravilhoso kkkk
praise | picanha mal passada exatamente como pedi, perfeita
taste | sei que sushi é peixe cru, não é isso, mas o arroz tava empapado
praise | achei um bilhetinho escrito à mão dentro da sacola, que fofura
price | dor de barriga só de ver o valor do combo 😂
praise | o queijo coalho tem aquele cheiro forte de queijo de verdade, coisa boa demais
mod:offensive; delay | bando de incompetentes, duas horas pra fazer um lanche
mod:offensive; wrongItem | seus imbecis, erraram meu pedido de novo
mod:offensive; service | a dona é uma grossa do caralho, me tratou feito lixo no telefone
mod:offensive; cold | vão se foder, pizza gelada pela terceira vez
mod:hate; service | atendente viado, não sabe nem anotar um pedido
mod:hate; wrongItem | só podia ser baianada, trocaram tudo no meu pedido
mod:threat; taste | depois dessa pizza queimada vou aí pessoalmente quebrar a cara do pizzaiolo
mod:threat; service | sei onde a atendente mora, ela que se cuide
mod:threat; foreignBody | achei uma barata na marmita e vou espalhar o nome e a foto do dono em todo grupo do bairro
mod:noOrder | nunca pedi daqui mas dizem que a carne é de cavalo
mod:noOrder | meu primo falou que pegou intoxicação aí, fiquem espertos
mod:noOrder | nem provei, todo mundo no bairro sabe que essa cozinha é imunda
mod:refund; app | cancelaram meu pedido e o iFood até hoje não devolveu o dinheiro
mod:refund; app | estorno prometido em 5 dias úteis, já passaram 20 e nada no cartão
mod:courier; courier | o motoboy abriu a sacola no caminho, o lacre chegou rompido
mod:courier; courier | o entregador se recusou a vir até a portaria e me fez descer dez andares
mod:app; app | o cupom não aplicou e o app cobrou o valor cheio
mod:app; app | rastreamento travado em "saiu para entrega" e o mapa mostrando o motoboy no meio do rio
mod:courier; courier | entregador mal educado, gritou comigo pelo interfone
mod:offensive; unanswered | porra, atende esse telefone, caralho, já liguei dez vezes
mod:offensive; portion | palhaçada, seus ladrões, isso é porção de criança
mod:offensive; general | lixo de restaurante, vão todos à merda
notDelivered; mod:refund; app | o pedido não chegou e o app não quer me reembolsar, diz que foi entregue
praise | puta merda, que coxinha boa do caralho
praise | vou matar quem comer o último pedaço desse bolo kkkk
praise | minha vizinha falou que era bom e ela tinha razão, pedi e amei
price | dizem que é caro e é mesmo, paguei 60 reais num combo
praise; cold | o motoboy foi um amor, mas a comida já saiu fria da loja
missingItem | pedi reembolso do refri que faltou, mas o problema é que faltou, né
delay | o entregador não tem culpa nenhuma, a loja que segurou o pedido 50 minutos
praise | o lanche se chama X-Desgraçado e faz jus ao nome, enorme e delicioso
praise | fui pedir pra provar que meu cunhado tava errado falando mal de vocês, e ele tava mesmo
delay | o app mostrava "em preparo" havia 40 minutos e nada de sair
praise | melhor acarajé que comi fora de Salvador, vatapá caprichado
praise | bah, xis tri bom, chegou pelando
praise | uai, trem bão demais esse pão de queijo
praise | égua, açaí grosso de verdade, pai d'égua mesmo
praise | Prezados, venho parabenizar a equipe pelo cuidado com meu pedido. Tudo impecável. Att., Dona Lurdes
praise | mds que hambúrguer é esse 😍 slk
praise | pedi pra minha mãe de 80 anos e ela disse que o feijão tem gosto de comida de casa
praise | vina do cachorro-quente no capricho, o piá aqui de casa adorou
praise | o tacacá veio bem quente e com bastante jambu, tremeu a boca
praise | caraca, a parmegiana é do tamanho da mesa, comi por dois dias
praise | a pamonha de Goiânia que eu sentia falta, igualzinha, parabéns
praise; delay | Demorou mais que o normal hoje. Vale a espera, comida deliciosa como sempre.
praise; missingItem | strogonoff divino, mas esqueceram a batata palha
praise; packaging | sabor nota 10, embalagem nota 2: o molho vazou
praise; price | a taxa de entrega tá salgada, a comida não, essa tá perfeita
praise; portion | tempero maravilhoso; pena que a porção encolheu
praise; customisation | moqueca uma delícia, só que ardendo, e eu tinha marcado sem pimenta
praise; service | Atendente do telefone bem seca comigo. Já a comida, impecável.
| pedi pela primeira vez, ainda não abri
| ok
| pedido pro meu pai, depois ele fala o que achou
cold; delay | La pizza llegó fría y tardó más de una hora
missingItem | Ordered the combo with fries and a soda, the soda never came
praise | The feijoada was amazing, best meal of my trip
praise | La picanha llegó perfecta, muy rica, vamos a volver a pedir
raw | The chicken was still pink inside, I didn't eat it
mod:offensive; wrongItem | Wrong order AGAIN, you useless idiots
mod:refund; app | Pedí el reembolso en la app hace dos semanas y nada
allergy | Told them I'm allergic to peanuts and the sauce had peanuts anyway
delay | Loved the "fast delivery", only 90 minutes 🙄
pricePortion | Muy caro para lo poco que viene
praise; cold | Los pasteles estaban riquísimos pero llegaron medio fríos
foreignBody | Encontré un pelo en la ensalada
`,
);

/** Set AQ: a burger-and-pizza store's month of its review export: all ages, abbreviations, negatives that are no complaint. */
export const BY_OTHERS_AQ = parseReviews(
  "othersAQ",
  `
delay; cold; taste | pedi as 20h e chegou 21h35, o x-bacon tava frio e a batata murcha
praise | muito bom
wrongItem | Pedi uma pizza grande de frango com catupiry e veio de calabresa. Não como calabresa, fiquei sem jantar.
praise; delay | lanche muito bom, mas demorou 1h10
missingItem | faltou a coca 2L do combo
 | ok
paidExtra | paguei R$ 6,00 de bacon extra e o lanche veio sem bacon nenhum
praise | Melhor hambúrguer da região!! Chegou quentinho e bem embalado.
customisation | Pedi SEM CEBOLA, escrevi na observação em letra maiúscula e veio cheio de cebola roxa.
praise; cold | sabor top so q chegou morno
raw; customisation | hamburguer cru por dentro, sangrando. pedi bem passado
 | vcs entregam no bairro Jardim das Flores?
notDelivered | O app mostra entregue mas o pedido nunca chegou aqui. Porteiro confirmou que ninguém deixou nada.
praise; missingItem | Pizza maravilhosa, porém esqueceram o guaraná.
 | normal
packaging | caixa amassada e a pizza toda grudada na tampa, recheio tudo de um lado
praise | nada de atraso, chegou antes do previsto e o lanche tava ótimo
foreignBody | achei um cabelo no meio do queijo da pizza. nojo
praise; price | gostoso mas caro, 48 reais num lanche
poisoning | comi o x tudo ontem a noite e passei a madrugada inteira vomitando
 | dentro do esperado
price | R$ 12 de taxa de entrega pra 3 km é sacanagem
praise; packaging | hamburguer exelente, pena que a embalagem veio toda aberta e o molho espalhado
pricePortion | a pizza media agora vem com 6 fatias fininhas e custa 54 reais. ja foi melhor
praise | achei que ia vir frio pq moro longe mas veio quentinho
portion | hamburguer do tamanho de um pão de queijo, muito pequeno
other=mais opção vegetariana | poderiam ter mais opção vegetariana no cardapio, so tem um lanche
taste | pizza mto salgada nao deu pra comer
praise; portion | bom sabor mas a porção de batata é minuscula
praise | top
taste | massa crua no meio e borda queimada. como consegue?
praise; customisation | carne no ponto certinho, só que pedi sem picles e veio com picles
spoiled | o molho da batata tava azedo, cheiro estranho
praise | sem reclamações, tudo perfeito
general | horrível. nunca mais peço
app; mod:app | o app do ifood travou 3 vezes na hora de pagar, nada a ver com a loja
delay; unanswered | Já tinha passado 1h do horário previsto, liguei na loja 3 vezes e ninguém atendeu.
praise; taste | a pizza tava otmia mas a batata veio encharcda de oleo
praise | pizza de calabresa perfeita, massa fininha
service | a atendente do chat foi super grossa quando perguntei do troco
praise; wrongItem | entrega rapida mas veio coca zero em vez da normal
courier; mod:courier | o entregador nao quis subir, tive que descer 8 andares de muleta
praise | chegou em 25 minutos, super rapido
app; mod:app | o cupom de 15 reais não aplicou no pagamento e o app cobrou o valor cheio
praise; paidExtra | o burger é bom mas paguei cheddar extra e nao veio
mod:refund | pedido cancelado dia 3 e até hoje não caiu o estorno de R$ 78,90
praise | tudo certo, obrigado
allergy; customisation | Sou intolerante a lactose, pedi o burger sem queijo e escrevi que era alergia. Veio com cheddar derretido por cima. Sorte que vi antes de comer.
praise; courier; mod:courier | comida boa, entregador mal educado
 | avaliei a loja errada, desculpa, meu pedido era da farmacia
diet; wrongItem | pedi o burguer vegetariano e veio com carne de boi. sou vegetariana ha 10 anos, que decepção
praise | amei o smash duplo, voltarei a pedir
warmDrink | guarana quente e sem gas
praise; delay | Chegou 40 minutos depois do previsto, porém a pizza estava quentinha e muito saborosa.
melted | o sorvete da sobremesa chegou derretido, virou sopa
praise | nunca decepciona
delay | 1h50 de espera. Absurdo.
 | razoável
mod:offensive; delay | bando de incompetente, 2 horas pra entregar um lanche
praise; pricePortion | gostei do sabor, mas o lanche diminuiu mt e o preço subiu pra 32
mod:offensive; wrongItem | vcs sao uns burros? pedi calabresa veio mussarela
praise | não tenho do que reclamar, sempre peço aqui
mod:threat; foreignBody | achei um pedaço de plástico duro no lanche. se não devolverem meu dinheiro vou expor vcs em todos os grupos do bairro
missingItem | o açai de 500ml veio sem granola e sem leite ninho
praise; taste | massa boa, recheio bom, mas dessa vez veio salgada demais
 | Pedido ok.
mod:noOrder | nunca pedi aqui mas dizem que a cozinha é imunda, cuidado gente
cold; taste | batata chegou fria e murcha, pingando oleo
praise | a batata rústica é sensacional
praise; missingItem | tudo certo menos os talheres q n vieram
notDelivered; delay | esperei 2 horas e o pedido nunca chegou. fui dormir com fome
praise | mt bom, entrega rapida, vlw
 | qual horario vcs abrem no domingo?
missingItem | veio sem os sachês de ketchup e maionese e sem guardanapo
praise; app; mod:app | a comida é nota 10, o problema é o app que não deixa usar o cupom
praise | Pedi a pizza de 4 queijos tamanho família pra reunião de domingo e todo mundo elogiou. Vale cada centavo dos 79 reais.
wrongItem | recebi o pedido de outra pessoa, com nome de Carla na comanda. o meu nem sei onde foi parar
praise; service | comida boa mas a atendente no whatsapp foi seca comigo
customisation; taste | pedi o molho a parte e veio tudo encharcado, pão virou papa
praise | nao veio nada errado, tudo como pedi
paidExtra | paguei borda recheada de catupiry (+R$ 9) e veio borda normal
praise; delay; cold | Adoro o smash daqui, mas hoje demorou 1h e veio frio. Espero que tenha sido só hoje.
packaging | o refri veio vazando e molhou tudo dentro da sacola
praise | tava com medo de vir amassado mas veio tudo inteirinho
portion | pouquíssimo recheio na pizza, dava pra contar as rodelas de calabresa: 7
 | comum, nada demais
praise; portion | sabor nota 10, porção nota 4
other=retirada no balcão desconto | sugestão: deixar retirar no balcão com desconto na taxa
taste | carne seca e dura, parece sola de sapato
praise | o x-salada é simples mas muito bem feito
praise; raw | o bacon tava crocante mas o hamburguer veio cru no meio
raw | frango do lanche rosado por dentro, nao tive coragem de comer
praise | atendimento nota 10, a moça do chat resolveu rapidinho a troca do refri
general | pessimo
praise; foreignBody | sempre peço e amo, mas dessa ves veio um fio de cabelo na batata. fiquei chateada
praise | sem atraso, sem erro, sem frio. perfeito
cold | pizza gelada. sem condiçoes
 | entregue
praise; warmDrink | lanche otimo mas a coca veio quente
app; mod:app | o rastreamento ficou parado em "preparando" até o lanche chegar, o app é que nao atualiza
mod:offensive; delay; cold | porra, 1h40 pra chegar e tudo frio. vão se f*der
praise | 👍
praise; wrongItem | pizza boa mas pedi grande e veio média
pricePortion | 39,90 num combo com uma batata q cabe na palma da mão. caro demais pro que vem
praise | 10/10
wrongItem; service | pedi pra trocar o refri que veio errado e a moça no telefone falou "problema seu"
praise; packaging | gostoso porem o molho vazou e sujou a sacola toda
mod:noOrder | meu vizinho disse que achou barata no lanche daqui, nem vou arriscar
praise | bom e barato. combo de 29,90 com refri vale a pena
missingItem; unanswered | mandei mensagem no chat avisando que faltou um lanche e ninguém respondeu até agora
praise; customisation | pedi a carne mal passada e veio bem passada, mas mesmo assim tava gostosa
 | mediano
spoiled | a alface tava podre, escura e mole
praise; price | comida excelente, só a taxa de entrega de 9,99 que pesa
praise | nem demorou, 30 min e tava aqui
foreignBody | tinha um pedaço de papel aluminio dentro do hamburguer
 | a pizza era pro meu irmao, ele que comeu, nao sei dizer
delay | demorou demaisss
praise; missingItem | veio td certinho menos a maionese verde q eh a melhor parte
praise | pizza chegou quente, nao amassou, nada faltando. parabens
taste | pizza sem gosto nenhum, molho aguado
praise; taste | o hamburguer ta bom mas o pao tava duro, parecia de ontem
praise | o hamburguer artesanal de 180g é suculento demais
missingItem; wrongItem | pedi 2 lanches, veio 1 só e ainda era o errado
 | certo
praise; melted | pizza ótima, mas o sorvete do petit gateau veio todo derretido
other=cardápio desatualizado milkshake | o cardapio mostra milkshake mas toda vez que peço dizem q acabou. atualizem o cardapio
mod:hate; missingItem | o atendente viadinho esqueceu o refri de novo
praise | Sempre peço às sextas e nunca tive problema.
praise; delay | lanche chegou bem embalado e quente, pena que levou 1h15
courier; mod:courier | o motoboy abriu a sacola, dava pra ver que mexeram na batata
praise; paidExtra | boa pizza. porem a borda de cheddar q paguei a parte nao veio
delay; cold; unanswered | Pedi às 19h40 um combo casal (2 smash + batata grande + 2 refri), previsão de 50 min. Chegou 21h10. A batata estava fria e o hambúrguer morno. Tentei falar com a loja pelo chat e ninguém respondeu. Muito decepcionante pra um pedido de R$ 96.
praise | a borda recheada de cheddar vale muito a pena, veio bem cheia
 | vcs aceitam cartão na entrega? queria pagar na maquininha
praise; portion | bom, mas vem pouca batata pra duas pessoas
 | igual sempre
praise; other=nota fiscal | gostei muito, mas a nota fiscal nao veio e eu preciso pro reembolso da empresa
praise | não é caro pelo tamanho, a grande serve 3 pessoas tranquilo
courier; mod:courier | A comida não tive problema, mas o entregador foi muito grosso comigo no interfone.
praise; courier; mod:courier | A comida veio perfeita, mas o entregador ficou buzinando e gritando no portão às 23h.
praise; service | pizza boa, mas liguei pra pedir um ajuste no pedido e fui mal atendido
 | pedi pela primeira vez, normal, talvez peça de novo
praise; cold | o sabor é bom mas chegou fria, ja é a segunda vez
praise; other=combo família | sugestão: um combo família com 4 lanches. de resto amo vcs
praise | meu filho amou o lanche kids
praise; delay; wrongItem | Sou cliente há mais de um ano e a qualidade sempre foi ótima. Mas esse mês já é a terceira vez que atrasa mais de uma hora. Hoje ainda veio o refri de laranja no lugar do de uva. Ainda gosto do lanche, mas assim fica difícil. Revejam a logística de vocês.
mod:noOrder | essa hamburgueria copiou o nome da nossa, não caiam nessa
praise | quentinho, crocante e bem temperado
 | lanche ok, refri ok
`,
);

/** Set AR: Japanese, Arabic, marmita, açaí, bakery and health food across five regions; safety cases and look-alikes. */
export const BY_OTHERS_AR = parseReviews(
  "othersAR",
  `
delay; cold; taste | mano demorou 1h15 o combinado chegou morno o arroz do sushi duro e sem tempero e o hot parecia borracha nunca mais meu
app; mod:app | o app ficou mostrando "saiu para entrega" por 1 hora sem o motoboy sair do lugar no mapa, esse rastreamento não funciona
courier; mod:courier | o entregador do iFood não quis entrar no condomínio, tive que descer 8 andares de chinelo e ainda ouvi reclamação dele
wrongItem | pedi tapioca de frango com catupiry e veio de carne seca com queijo coalho, égua maninho
courier | o motoboy foi grosso, jogou a sacola na minha mão e saiu xingando, bah
melted; delay | açaí de 1 litro chegou derretido, virou sopa roxa, levou 50 minutos pra andar 2 km, mano
mod:threat; delay | se meu pedido não chegar em 10 minutos eu vou aí na loja e quebro tudo, já são 2 horas esperando
mod:offensive; wrongItem | cozinheiro analfabeto, não sabe ler a comanda? pedi poke de atum e veio de salmão porra
pricePortion | aumentaram o combinado de 20 peças de R$ 59 pra R$ 69 e agora vem 16 peças, tá de brincadeira meu
packaging; missingItem | o copo do açaí veio com a tampa mal fechada, vazou leite condensado pra todo lado e faltou o creme de cupuaçu que eu pedi, égua
taste | o falafel tava seco, duro por fora e farinhento por dentro, e o homus sem gosto nenhum
warmDrink | o suco verde chegou morno e a coca veio sem gás nenhum, égua
price | taxa de serviço de R$ 2,99 mais entrega de R$ 9,90 pra pedir um sonho de R$ 8, pesado demais meu
customisation | pedi o ovo da marmita com a gema dura, escrevi na observação, e veio gema mole de novo sô
customisation; taste | pedi o shawarma sem molho de alho porque não gosto e veio encharcado de alho, e ainda salgado demais
general | decepcionante, já fui cliente fiel e hoje foi a pior experiência, uai
unanswered; delay | atrasou 50 min, liguei no número do perfil e dá caixa postal, mandei whatsapp e visualizaram sem responder
unanswered | mandei 4 mensagens no chat perguntando se o tabule levava trigo antes de pedir e ninguém respondeu, desisti e pedi em outro lugar
delay; portion; taste | bah demorou uma hora a marmita de churrasco veio com três pedacinho de carne dura que nem sola de sapato e o arroz sem sal nunca mais tchê
other=troco errado | paguei em dinheiro, nota de 100 pra um pedido de R$ 67, e veio troco de 23, o motoboy disse que foi o que a loja mandou
delay; cold | uai, 1h40 pra chegar um pão de queijo e um café, sô, o café eu tomei frio
cold | o café com leite e o misto quente chegaram frios, e a padaria fica a 5 quadras daqui
paidExtra | paguei o adicional de frango grelhado (R$ 8) no tabule e veio só a salada, uai
mod:offensive; delay | bando de incompetente do caralho, 2 horas pra entregar uma marmita
taste | o sushi veio com o arroz quente e empapado e a alga molenga, não tem condição mano
app; mod:refund | o app cobrou duas vezes no meu cartão e até agora o estorno não caiu, ninguém do suporte resolve
taste | o yakisoba tava doce demais, parecia que caiu açúcar no molho, e o macarrão mole que desmanchava
portion | açaí tão bem servido que dava pra ver o fundo do copo 🙄 metade do copo de 500ml
mod:offensive; general | lixo de restaurante, vão se foder
taste; spoiled | o arroz da marmita tava empapado e o feijão azedo, com cheiro de estragado, joguei fora
delay; service | atrasou 1 hora e quando liguei a atendente disse que a culpa era minha por pedir no horário de pico, como assim
delay; packaging | o bolo de aniversário chegou 40 min atrasado e todo amassado de um lado, a cobertura grudou na tampa
other=muito plástico na embalagem | um bowl vem em 5 potinhos de plástico diferentes, muito lixo pra uma loja que se diz saudável
customisation | pedi o molho à parte na salada caesar e veio tudo misturado
delay; courier | o entregador parou pra pegar outros 3 pedidos antes do meu e chegou 1h depois
taste | açaí com gosto de congelador, todo cristalizado, cheio de gelo
delay; courier | o entregador ficou rodando no bairro 40 minutos, eu via no mapa, e quando chegou ainda reclamou que eu demorei pra descer
packaging | a marmita veio com a tampa aberta e o caldo do feijão espalhou pela sacola toda, égua
praise; delay | bah a esfiha é a melhor da cidade, tri boa, mas demorou 1h10 pra chegar tchê
mod:offensive; service | atendente mal educada e burra, aprende a falar com cliente
pricePortion | R$ 27 por 6 esfihas mini, menor que a palma da mão, tá caro pro tamanho uai
praise; cold | comida caseira gostosa igual de vó, só que chegou fria, sô
praise; price | açaí top, cremoso, mas R$ 35 no de 500 tá salgado mano
missingItem; unanswered | faltou o charuto de folha de uva, mandei msg pra loja e nada de resposta até agora visse
wrongItem; missingItem | pedi 1 combinado de 30 peças e 2 temakis, veio um combinado de 20 e nenhum temaki
praise; customisation | a marmita fit é boa, bem temperada, só que pedi sem brócolis e veio com brócolis
praise; courier | a comida tava perfeita, o motoboy que foi mal educado e nem deu boa noite
paidExtra | paguei R$ 6 de adicional de cream cheese no hot filadélfia e não veio nem sinal de cream cheese meu
praise; taste | o kibe é ótimo mas a esfiha de queijo tava salgada demais
praise; delay | temaki enorme e bem recheado, égua, só demorou um bocado, 1h05
taste | oxe a coxinha veio encharcada de óleo e com a massa crua por dentro, não dá véi
missingItem | oxe, pedi 10 esfihas de carne e 2 guaraná lata, as esfihas vieram mas os guaraná nada visse
praise; pricePortion | os doces são lindos e gostosos mas R$ 12 num brigadeiro pequenininho não dá
praise; warmDrink | o shawarma é top demais, mas o refri veio quente
wrongItem; delay | mano pedi açaí de 700ml com morango e leite ninho e veio um de 500 com banana, e ainda demorou 1h10 meu
praise; melted | o açaí de cupuaçu é pai d'égua, mas o sorvete que veio junto chegou derretido
praise; service | produto bom mas o atendimento no chat é péssimo, demoraram pra responder e foram secos
other=cancelaram pedido sem explicação | cancelaram meu pedido depois de 50 minutos esperando, sem explicação nenhuma, fiquei sem janta tchê
wrongItem | pedi esfiha fechada de frango com catupiry e vieram todas de carne, oxe
praise; delay | sushi impecável, só o tempo de entrega que foi 1h20 né meu
praise; taste | bowl bonito e fresco mas o molho de tahine tava sem sal nenhum
mod:noOrder | nunca pedi daí mas minha vizinha disse que achou barata no yakisoba, cuidado gente
praise | oxe, as esfihas chegaram quentinhas, massa fininha, arretado demais visse
app; mod:app | o cupom de R$ 15 não aplicou de jeito nenhum no app, fiquei 20 min tentando e acabei pagando cheio
spoiled | o iogurte que veio no bowl tava vencido, validade de 3 dias atrás na embalagem
portion | o poke de 500g parecia ter uns 200g, metade do pote vazio, bah
praise | pão de queijo quentinho e crocante, o melhor de BH, nota 10
praise | égua, o açaí com peixe frito tava pai d'égua, açaí grosso de rocha
diet; wrongItem | sou vegetariana, pedi o kibe de abóbora e veio kibe de carne, descobri na primeira mordida
taste | a esfiha de carne tava sem sal nenhum e a massa dura feito borracha, uai
praise | sempre peço e sempre vem perfeito, hot roll crocante, parabéns
praise | o shawarma de frango é o melhor de SP, mó recheado, meu
portion | o temaki de salmão veio com mais arroz que salmão, sério, contei 3 pedacinhos de peixe
praise | égua mana, o temaki de camarão é bom demais, chegou em 20 min
service | pedi pra trocar o refri por suco e a atendente respondeu "se não gostou pede em outro lugar", que educação é essa véi
service | a moça do whatsapp foi super grossa quando perguntei do pedido, respondeu "tá saindo, calma" e ainda mandou emoji de deboche
mod:noOrder | dizem que essa cozinha é imunda e cheia de barata, fica a dica pra quem pede daí
praise | esfiha aberta de carne com limão, perfeita, já virei cliente
praise | entregador super educado e a comida quentinha, a loja tá de parabéns
price | R$ 14 de taxa de entrega pra 1,5 km é sacanagem, véi
missingItem | veio o açaí mas sem a colher, tive que comer com colher de sopa, oxe
 | ok
praise | pedi o café da manhã completo pra minha mãe e ela amou, tudo quentinho, obrigado
wrongItem | pedi pão francês e veio pão de leite, pedi presunto e veio mortadela, bah tchê presta atenção
praise; packaging | pão de queijo maravilhoso, mas a caixa veio toda amassada e os cafés vazaram
poisoning | comi o combinado de sashimi ontem à noite e passei a madrugada vomitando, eu e meu marido, oxe
foreignBody | abri a marmita de frango grelhado e tinha um cabelo enorme enrolado no arroz perdi a fome na hora e joguei tudo fora
delay | parabéns pela entrega relâmpago, só 1h50 pra um temaki 👏👏 mano
praise; wrongItem | oxe a coxinha é uma delícia, mas vieram de frango e eu pedi de carne seca visse
allergy | sou celíaca, pedi o pão da linha sem glúten e o rótulo que veio colado dizia "contém glúten", ainda bem que li antes de comer
foreignBody | tinha um pedaço de plástico duro dentro do kibe, quase quebrei um dente, bah
praise; missingItem | combinado fresquinho e bem montado, mas esqueceram o gengibre e o wasabi
praise; app | a loja é nota 10, o problema foi o app que não deixou pagar no pix
praise | achei que era um cabelo na esfiha... era fio de queijo kkkk, tudo ótimo e quentinho
praise | quase passei mal de tanto comer kkk, esfiha aberta de queijo maravilhosa, pedi 15 e não sobrou nenhuma
praise; portion | o poke é delicioso, salmão fresquinho, mas podia vir mais, fiquei com fome
portion; cold | pouca comida na marmita fit, 100g de frango no máximo, e chegou gelada
 | a gema do ovo da marmita vem mole ou dura? prefiro dura, vou pedir amanhã
praise | achei que tinha um bichinho no açaí, era semente de chia kkkk, o bowl tava uma delícia
taste | o pão francês veio borrachudo e queimado embaixo, padaria que não sabe fazer pão, oxe
missingItem | não mandaram os hashis nem o shoyu, comi sushi de garfo e sem molho, uai sô
delay; cold | bah tchê, pedi um combinado de 40 peças às 19h30 e só chegou 21h10, o hot roll veio gelado. barbaridade
praise | tudo ótimo, chegou antes do previsto
praise; missingItem | pão de mel delicioso, mas faltou o sonho de doce de leite do pedido
taste | égua mana, o açaí de 1 litro tava aguado, ralo que só, parecia suco, não é açaí de verdade não
praise; wrongItem | erraram meu pedido mas o atendimento foi nota mil, mandaram o certo na hora com um sonho de brinde
pricePortion | uai sô, R$ 32 numa marmita G pra vir meia concha de feijão e um bife do tamanho de uma moeda, não vale o que custa
praise; paidExtra | açaí gostoso, porém paguei leite ninho adicional e não veio
notDelivered | mano o app diz entregue faz 40 minutos e eu não recebi nada, nem kibe nem esfiha, ninguém tocou o interfone
spoiled | o salmão do sushi tava com cheiro forte, passado mesmo, jogamos tudo fora mano
pricePortion | o combinado família de R$ 129 dá pra uma pessoa só, muito caro pelo que vem
praise; portion | a marmita P é gostosa mas pequena pra um adulto, na próxima pego a M
praise; delay; cold | uai a feijoada é boa demais sô mas demorou uma hora e meia e chegou morna
cold; taste | o kibe frito chegou frio e borrachudo e a batata frita toda murcha
praise | açaí na tigela com banana e granola, chegou geladinho e firme, nota 10 visse
paidExtra | paguei 3 adicionais no açaí (nutella, kiwi e granola), R$ 9 a mais, e só veio a granola
praise | marmita fit com batata doce e frango bem temperadinho, nem parece comida de dieta kkk
praise | o poke mais bem servido que já pedi, salmão em cubos grandes, valeu cada centavo
wrongItem | veio o pedido de outra pessoa, nome Juliana na comanda, um poke de salmão, e eu tinha pedido bowl de frango com quinoa
customisation; diet | pedi o suco de laranja sem açúcar, sou diabético, e veio adoçado
praise | tchê, a cuca de uva tava tri, fresquinha, barbaridade de boa
praise | falafel crocante e homus cremoso, melhor árabe da região, meu
general | horrível, nunca mais peço dessa loja
other=nota fiscal não veio | pedi a nota fiscal na observação pro reembolso da empresa e não veio, já é a terceira vez
delay; melted | o milkshake de ovomaltine demorou 1h e chegou derretido, virou leite achocolatado
praise | uai sô, marmita com tempero de casa, feijão tropeiro bom demais, chegou rapidinho
customisation | pedi o wrap integral SEM cebola, escrevi em maiúsculo na observação, e veio cheio de cebola roxa
notDelivered; mod:refund | o pedido nunca chegou e o iFood até agora não devolveu meu dinheiro, já faz 10 dias
praise | bah tchê, o melhor combinado que já comi em Porto Alegre, chegou em 30 min, tri bom
delay; cold; missingItem | pedi marmita de strogonoff com batata palha demorou quase duas horas chegou fria e sem a batata palha e ainda sem o refrigerante que tava no pedido
delay | oxe, previsão de 35 min e chegou com 1h25, painho já tinha ido dormir
praise | bowl de quinoa com frango muito bem servido, tudo fresquinho, embalagem caprichada
 | vocês têm opção sem amendoim? meu filho é alérgico, queria pedir o açaí mas sem paçoca
praise | o quibe cru tava sensacional, carne fresquinha, hortelã na medida, oxe
allergy; customisation | escrevi na observação SOU ALÉRGICA A AMENDOIM, SEM PAÇOCA, e o açaí veio com paçoca por cima, tive que tomar antialérgico
 | normal
missingItem | a marmita veio sem a farofa e sem a salada que aparecem na descrição do prato
delay; unanswered | a marmita demorou mais de 1h30 e liguei 3 vezes na loja e ninguém atendeu, bah que falta de respeito tchê
praise | bolo de cenoura com cobertura de chocolate igual de vó, mineiro aprova, uai
notDelivered; delay | esperei 2 horas e o pedido não chegou, acabei cancelando, a janta foi miojo
packaging | o temaki veio todo desmontado, a caixa amassada e o shoyu vazou na sacola inteira
raw | o frango do yakisoba veio rosado por dentro, cru mesmo, não tive coragem de comer
wrongItem; cold | veio yakisoba de carne em vez de frango e ainda chegou frio
cold; packaging | tchê o pão de queijo chegou frio e a sacola de papel rasgou no caminho, metade caiu no chão do elevador
price | R$ 38 um açaí de 500ml, nem em shopping é tão caro, mano
courier; missingItem | o motoboy chegou mastigando alguma coisa e quando abri faltava uma esfiha, o lacre da sacola tava rompido, 11 em vez de 12
praise | açaí de 700ml cremosão, caprichado no leite ninho, mano top demais
general | experiência péssima, não recomendo pra ninguém, véi
praise | o sashimi é cru né kkk mas fresquinho demais, derrete na boca, égua que delícia
raw; taste | a kafta tava crua no meio e queimada por fora, uai
`,
);

/** Set AU: a QA analyst's held-out set from restaurants all over Brazil: every length and tone, hard cases included. */
export const BY_OTHERS_AU = parseReviews(
  "othersAU",
  `
delay; cold; taste | Pedi uma moqueca capixaba pra duas pessoas 12h30 e so chegou 14h10. Veio fria e o arroz todo empapado. Em Vitoria tem lugar bem melhor
wrongItem | pedi 6 esfihas de carne e vieram 6 de frango
missingItem | Faltou o guaraná de 2L que eu paguei.
customisation | Escrevi SEM CEBOLA em letra maiúscula na observação e o x-salada veio lotado de cebola. Aff.
paidExtra; delay | Paguei R$ 6 de bacon extra no smash e nao veio nem uma tirinha. E ainda levou 1h05 pra chegar
portion | a marmita P de vcs virou PP, metade da quentinha vazia, so arroz e um pedacinho de frango
pricePortion | R$ 89 num combinado de 20 peças que parece de 12, tudo miniatura. Caro demais pro que vem.
price | Taxa de entrega de R$ 14,90 pra 3 km é um absurdo.
packaging | o açai de 700ml veio todo derramado dentro da sacola, tampa mal fechada, melecou tudo
taste | Feijoada salgada demais, não deu pra comer. Parece que caiu o saleiro dentro da panela.
raw | O frango do yakisoba tava rosado por dentro, cru mesmo. Joguei fora pq nao vou arriscar
spoiled | Maionese do dogão com gosto azedo, tava estragada. Curitiba com 30 graus e vcs deixando maionese fora da geladeira ne
foreignBody | Achei um cabelo enorme no meio do escondidinho de carne seca. Perdi a fome na hora.
poisoning | comi o temaki de salmao ontem a noite e passei a madrugada inteira vomitando, eu e minha esposa. ninguem mais pede daí aqui em casa
allergy | Sou alérgica a camarão, avisei na observação e o risoto de frango veio com camarão misturado. Tive que tomar antialérgico correndo. Isso é sério!
diet | Pedi o burger vegetariano e veio com bacon por cima. Sou vegetariano há 10 anos, que falta de atenção.
missingItem; service | Liguei pra avisar que faltou o molho da salada e a moça foi super grossa, disse que "não é problema dela".
notDelivered; unanswered | Pedido nunca chegou. Liguei 5 vezes no restaurante e ninguem atendeu.
general | Horrível. Nunca mais.
notDelivered | marcou como entregue e nao entregaram nada, to aqui com fome ate agora. 22h e nada
melted | O pote de sorvete de 1,5L chegou virado sopa, totalmente derretido.
warmDrink | coca de 600 quente e sem gas, parecia que ja tinha sido aberta
delay; cold; missingItem | demorou quase 2h, pizza gelada e esqueceram o refri
wrongItem; delay | Veio o pedido de outra pessoa (poke de atum, eu pedi de salmão com manga) e isso depois de 1h10 esperando.
taste; portion | Arroz carreteiro sem gosto nenhum e quase sem carne, é arroz com uns fiapos.
pricePortion; taste | R$ 42 num hamburguer que é um pão de padaria com carne fina e seca. Ja foi melhor e mais barato.
packaging; cold | Caixa da pizza chegou amassada, o queijo todo grudado na tampa, e ainda fria.
customisation; missingItem | pedi molho a parte e veio tudo jogado em cima da salada, e nao mandaram talher
spoiled; service | O camarão do acarajé tava com cheiro ruim, estragado. Mandei mensagem e disseram que "é assim mesmo". Jamais peço de novo.
foreignBody; unanswered | Tinha um pedaço de plástico duro dentro da coxinha, quase quebrei um dente. Mandei foto pelo chat e até agora nenhuma resposta.
delay | 1h40 pra chegar uma tapioca. Uma TAPIOCA.
taste | Pão de queijo murcho e borrachudo, parece de ontem requentado.
portion | Vem pouquíssimo vatapá, uma colherzinha no canto da marmita.
price | Pastel a R$ 18? Tá de brincadeira né. Na feira é metade disso.
paidExtra; missingItem | Paguei borda de catupiry (R$ 12) e a pizza veio sem borda recheada, e tb faltou o guaraná
raw; taste | O hambúrguer veio totalmente cru no meio, sangrando, e o pão queimado embaixo.
poisoning | Passei mal depois do sarapatel de vcs, diarreia o dia todo, fui parar na UPA.
delay; courier | Atrasou 50 min e o motoboy ainda chegou reclamando que eu demorei pra descer. Zero educação.
service | Atendimento pelo whats péssimo, responderam com deboche e emoji de risada quando perguntei do pedido.
unanswered | Mandei msg no chat 3x perguntando do pedido e ninguem responde. chegou, mas o descaso ficou
cold; taste | batata frita chegou fria e murcha, parecia borracha
melted; packaging | milkshake de ovomaltine veio derretido e vazou metade dentro do saco
taste | Cuscuz seco, sem manteiga nenhuma, e a carne de sol dura que nem sola de sapato.
delay; unanswered | Pedido das 20h chegou 21h50 e no chat ninguem respondia nada
missingItem | nao veio sache de ketchup nem maionese, batata sem molho nao da ne
diet | Pedi suco sem açúcar porque sou diabético e veio adoçado. Minha glicose foi lá em cima.
allergy | Minha filha tem APLV, pedi o bolo "sem lactose" que vocês anunciam e ela teve reação na pele. Claramente tinha leite.
pricePortion | Aumentaram a marmitex de 25 pra 32 e ainda diminuíram a carne. Triste.
packaging; missingItem | O caldo de mocotó veio vazando pela tampa, metade ficou no saco, e faltou a colher.
other=nota fiscal CPF | Pedi nota fiscal com CPF e não mandaram, eu precisava pra prestar conta na empresa.
other=troco errado | Paguei em dinheiro, pedi troco pra 100 e o envelope que a loja mandou veio com R$ 20 a menos.
courier; packaging | O entregador jogou a sacola por cima do portão e o bolo de rolo chegou todo amassado e desmanchado.
pricePortion | Tacacá de R$ 30 com 3 camarões contados. Caro pra miséria que vem
foreignBody | Tinha uma barata. Uma BARATA. Dentro do meu pastel de queijo.
spoiled | O açai veio azedo, fermentado, e o leite ninho empedrado com cheiro estranho.
general | Decepcionante. Pior delivery que ja pedi em Recife.
customisation; service | Pedi pra trocar a fritas por salada, a loja confirmou no chat e mandou fritas do mesmo jeito. Quando reclamei a atendente disse pra eu "comer assim mesmo".
wrongItem; missingItem | Veio o combo errado (combo 3 em vez do 5) e faltando um dos sanduíches.
other=isopor sacolas plásticas meio ambiente | Ainda usam isopor e três sacolas plásticas por pedido, zero preocupação com meio ambiente.
missingItem | O combo diz que vem com batata e refri, só veio o lanche.
taste | Pizza com a massa crua no meio, dava pra ver a massa branca ainda.
delay; cold; service | Pedi 19h, chegou 20h40 frio, e quando liguei o dono falou que "sexta é assim, se não gosta pede em outro lugar".
portion; missingItem | Porção de mandioca de "500g" veio metade disso e faltou o vinagrete.
raw | Churrasco misto com a linguiça crua por dentro, rosa ainda. Em Porto Alegre isso é crime kkk
taste; packaging | A galinhada veio encharcada de óleo e a embalagem vazou gordura em cima da minha mesa toda.
wrongItem; taste | Pedi pizza de frango com catupiry e veio de frango com cheddar, e o frango salgado demais.
other=cancelaram loja fechada | Aparece aberto no app mas depois de 30 min cancelaram dizendo que a cozinha ja tinha fechado. ai fica dificil
customisation | Pedi a picanha bem passada, escrevi na observação, e veio ao ponto.
praise; delay | Comida maravilhosa como sempre, mas hoje demorou 1h20.
praise; portion | Galinhada muito bem temperada, sabor excelente, só achei a porção pequena pra 2 pessoas.
praise; packaging | O poke é ótimo, peixe fresquinho, mas a tampa abriu e o shoyu vazou na sacola.
praise; cold | Pizza saborosa, massa fininha, mas chegou morna.
praise; missingItem | tudo delicioso, so esqueceram os hashis
praise; price | Muito bom mas ta caro, R$ 65 num parmegiana individual pesa no bolso
praise; courier | lanche top demais, mas o entregador foi mal educado e jogou o troco na minha mão
praise; customisation | Hamburguer incrivel mas pedi sem picles e veio com. Tirei e comi, fica a dica
praise; wrongItem | Veio brigadeiro de morango no lugar do de ninho que eu pedi, mas tava tão bom que nem liguei.
praise; taste | Baião de dois maravilhoso, mas a carne de sol veio salgada demais.
praise; warmDrink | comida nota 10, refri veio quente
praise; service | Comida gostosa, mas a atendente do telefone foi bem seca e impaciente.
praise; pricePortion | amo o cachorro quente prensado de vcs mas diminuiram o tamanho e o preço continua R$ 25...
praise; app; mod:app | Restaurante excelente, o problema foi o app que não aceitou meu cupom de R$ 15. Nada contra a loja.
praise; delay; cold | A feijoada é a melhor de BH, mas dessa vez atrasou 40 min e chegou morna.
praise; melted | Açaí delicioso, mas o sorvete de acompanhamento chegou derretido.
praise; paidExtra | Pizza muito boa, só que paguei o adicional de cheddar e não veio.
praise; unanswered | Gostei da comida, mas tentei falar no chat pra mudar o endereço e ninguém respondeu.
praise; taste | O peixe tava ótimo, mas o pirão tava sem sal nenhum.
praise; portion | Bom, mas pouco. Fiquei com fome
praise; delay | Entrega demorou um pouco (uns 1h10), mas o sushi compensou, tudo fresquinho e bem montado.
praise; packaging | Sabor top, embalagem nem tanto: o molho do strogonoff vazou pela tampa.
praise; missingItem | Muito bom o x-tudo, so faltou guardanapo e o catchup
praise; courier | Comida ótima. O motoboy que não quis subir, tive que descer de pijama kkk
praise; taste | Pizza boa, borda macia, mas a calabresa tava muito gordurosa.
praise; cold | Arrumadinho bem servido e gostoso, só o feijão verde que veio frio.
praise; diet | Lanche gostoso, mas pedi o pão sem glúten (não sou celíaco, só evito) e veio o normal.
praise; price | Qualidade excelente, mas R$ 16 de taxa de entrega afasta qualquer um.
praise; wrongItem | Tudo muito gostoso mas mandaram guaraná no lugar do suco de maracujá.
praise; spoiled | Costumo adorar o churrasquinho de vcs, mas hoje o vinagrete veio azedo, estragado.
praise | Melhor acarajé de Salvador, sem exagero. Chegou quentinho e bem embalado.
praise | top
praise | Perfeito!!!
praise | chegou rapidinho e quentinho, o pastel crocante, mt bom
praise | Pizza maravilhosa, massa leve, recheio farto. Virei cliente.
praise | O pão de queijo de vcs é o melhor de BH, serio
praise | Entrega antes do previsto, tudo certinho, até mandaram bilhetinho de agradecimento ❤️
praise | Marmita caprichada, comida de mãe mesmo. Feijão temperadinho, bife macio. Peço todo dia no trabalho e nunca decepcionou.
praise | Excelente custo beneficio, R$ 28 e da pra dois
praise | Tambaqui assado espetacular! Manaus precisa conhecer esse lugar.
praise | muito bom
praise | Tirei uma dúvida no chat sobre o cardápio e responderam na hora, super educados.
praise | Hambúrguer suculento, ponto perfeito, batata sequinha. 10/10
praise | Sorvete chegou firme, bem embalado com gelo seco. Amei o cuidado
praise | Comida japonesa de qualidade em Goiânia, difícil de achar. Salmão fresquíssimo.
praise | Barreado delicioso, lembra o da minha vó em Morretes.
praise | Amei! 😍😍
praise | Sempre peço e sempre vem igual, bem feito e no horário. Confiança total.
praise | O entregador foi super educado e ainda subiu até o apartamento. Comida ótima.
praise | tapioca de carne de sol com queijo coalho perfeita, recheio generoso
praise | Chipa quentinha e sopa paraguaia muito boa, igual de Campo Grande mesmo
praise | bom demais sô
praise | Pedi pro aniversário do meu filho 50 salgados e vieram todos fresquinhos, coxinha sequinha. Salvaram a festa!
praise | comida boa, preço justo, chegou no horario. nada a reclamar
praise | Vocês capricharam no pudim, grande e cremoso.
praise | Pizza vegana de verdade, queijo vegano bom, sem nada de origem animal. Finalmente em Floripa
praise | Caranguejo bem temperado e limpinho, veio com martelinho e tudo. Fortaleza raiz.
praise | Obrigada pelo cuidado com a alergia do meu filho, separaram tudo e mandaram etiqueta "sem amendoim".
 | ok
 | Pedido recebido.
 | primeira vez pedindo daqui
 | normal
 | Pedi o combo 2 com coca lata.
 | Entregue as 19h40.
 | segunda vez q peço essa semana
 | nada a declarar
delay | Parabéns pela pontualidade, só 2h de espera. Nota 10 😂
raw | Adorei o frango cru, faz tempo que não como sashimi de galinha 👏👏
praise | Pedi a picanha mal passada e veio mal passada, no ponto certinho. Perfeita!
praise | Sushi é cru né gente kkk quem reclama disso nem sabe o que é comida japonesa. Tudo fresquinho.
praise | Comi tanto que passei mal de tão bom kkkkk
praise | Tomei um susto achando que era cabelo mas era fio de queijo kkk. Pizza ótima
mod:offensive; delay | Lixo de restaurante, bando de incompetentes, demoraram 2h pra mandar um lanche.
mod:hate; service | atendente viadinho nao sabe nem atender um telefone direito
mod:threat; wrongItem | Terceira vez que vem errado. Se vier errado de novo eu vou aí e quebro essa loja inteira.
mod:noOrder | Dizem que a cozinha de vocês tem rato. Nunca pedi e nem vou pedir.
mod:courier; courier | O entregador do iFood chegou com a sacola aberta e o lacre rompido. Comida tava ok, o problema é o entregador.
mod:app; app | O app cobrou duas vezes o mesmo pedido no meu cartão. O restaurante não tem culpa mas fica o registro.
mod:refund; notDelivered | Pedido nao chegou, o ifood disse que ia estornar e ja faz 10 dias e nada do dinheiro
customisation; delay | Pedí una hamburguesa sin cebolla y vino con cebolla. Además tardó más de una hora.
praise | Great açaí, huge bowl, arrived fast. Will order again!
mod:threat; foreignBody | Achei uma unha na marmita. Vou expor vocês em todos os grupos do bairro e mandar pra TV.
`,
);

/** Set AV: a family restaurant in the interior over three months: regulars, lunch workers, Sunday families, students. */
export const BY_OTHERS_AV = parseReviews(
  "othersAV",
  `
praise | comida da dona cida é igual comida de mãe, marmitex caprichado como sempre
praise | melhor frango assado da cidade domingo sem ele nao é domingo
delay | pedi 11h30 chegou 13h10, acabou meu horario de almoço e comi correndo dentro do caminhão
cold | marmita chegou fria, o feijão tava gelado
praise | Pastel de carne sequinho e bem recheado. Parabéns Seu Toninho!
missingItem | veio sem talher de novo, tive que pedir colher emprestada no serviço
 | pedi marmita media com bife
taste | arroz empapado e a carne muito salgada hoje, nem parece a comida de sempre
portion | a marmita P ta vindo cada vez menor mal da pra um peão
pricePortion | subiu pra 22 reais e a marmita diminuiu. ai nao da ne
praise | Atendimento da Larissa no whats é nota 10, sempre educada e paciente. Comida ótima também.
wrongItem | pedi caldo de mandioca com costela e veio caldo verde
customisation | escrevi na observação SEM TOMATE na salada e veio cheio de tomate
packaging | o caldo vazou tudo dentro da sacola, chegou metade do pote
delay; cold | quase duas horas pra chegar e o frango frio. todo domingo a mesma coisa
notDelivered | app diz entregue e eu nao recebi nada. to sem almoço até agora
praise | obrigada dona Cida pelo pedaço de bolo que mandaram de cortesia, minha filha amou ❤️
raw | o frango assado tava cru perto do osso, saiu sangue quando cortei a coxa. isso é perigoso gente
foreignBody | achei um cabelo no meio do arroz. perdi a fome
poisoning | comi o pastel de frango ontem de noite e passei a madrugada toda no banheiro, eu e meu marido
spoiled | maionese azeda, dava pra sentir no cheiro. joguei fora
allergy; customisation | coloquei na obs que tenho intolerância a lactose e pedi o caldo sem queijo. veio cheio de queijo ralado por cima e tive que tomar remédio
diet | sou vegetariana, pedi a marmita vegetariana e o feijão tinha bacon. poxa
courier; mod:courier | o motoboy do app nao quis subir nem no segundo andar e ainda reclamou que eu demorei pra descer. o restaurante nao tem culpa mas fica registrado
app; mod:app | o cupom nao aplicou e o app cobrou valor cheio. problema do ifood, nao do restaurante
service | a moça que atendeu o telefone foi muito grossa quando perguntei se tinha troco pra 50
unanswered | liguei 3 vezes pra saber do pedido e ninguem atendeu
general | horrível. nunca mais
mod:offensive; delay | bando de incompetente, 1h40 pra entregar uma marmita, vao tomar no cu
mod:noOrder | dizem por ai que o frango de domingo é o que sobrou de sabado requentado. nunca pedi e nem vou pedir
paidExtra | paguei ovo adicional e nao veio ovo nenhum
warmDrink | a coca de 2 litros chegou quente e meio sem gás
melted | os geladinhos de maracujá chegaram tudo derretido, virou suco
price | taxa de entrega de 9 reais pra 2 km é brincadeira
other=nota fiscal cpf | pedi nota fiscal com cpf na observação e não mandaram
mod:refund; notDelivered | o pedido nunca chegou e o ifood ate agora nao estornou meu dinheiro, ja faz 10 dias
praise | Comida caseira de verdade, tempero de vó. Recomendo demais!!
praise | pastel de palmito top 👏👏
 | primeira vez pedindo
delay; praise | demorou um pouco mas a comida compensa, sempre gostosa
praise | Sou cliente desde quando era só o balcãozinho perto da rodoviária. Continua tudo com o mesmo capricho, Deus abençoe essa família.
taste | o pastel veio murcho e encharcado de óleo
missingItem; service | faltou o refrigerante, mandei mensagem e disseram que "esqueceram" e que fica pra próxima. nem pediram desculpa
wrongItem | veio o pedido de outra pessoa, o nome na sacola era Marcos e eu sou Fernanda
cold; packaging | a marmita chegou fria e com a tampa do isopor aberta, o molho escorreu pelo saco todo
praise | caldo de feijão com torresmo no frio de ontem salvou minha noite. obrigado seu toninho
delay; unanswered | 1h30 de atraso e no whats ninguém responde, só visualiza
portion | pouca carne, o resto era só arroz pra encher
general | pessimo
mod:offensive; service | a filha do dono é uma mal educada do caralho, responde todo mundo atravessado
praise | tudo certo entrega rapida e comida quentinha
customisation; taste | pedi o bife bem passado e veio mal passado, além de duro que nem sola de sapato
pricePortion | 35 reais num frango assado que mais parecia um pintinho. ja foi melhor
praise | Os estudantes da república agradecem, o pastel de 10 salvando nossas noites de prova 🙏
delay | 50 min pra um pastel
foreignBody | tinha um pedaço de plástico dentro do pastel de queijo, quase engoli
 | Pedido feito pra minha mãe, ela que vai avaliar depois.
praise | a dona Cida lembrou que meu filho nao come cebola sem eu nem pedir, isso que é atendimento de família
notDelivered; unanswered | pedido não chegou. liguei no número da loja e caiu na caixa postal. fiquei sem almoço
other=troco errado | paguei em dinheiro com nota de 100, o pedido deu 30 e voltaram só 50 de troco. faltou 20 reais
spoiled; poisoning | o arroz tava com gosto azedo, comi assim mesmo pq tava com fome e depois tive diarreia
service | perguntei no chat se o caldo tinha pimenta e a resposta foi "lê o cardápio". poxa
praise; portion | Comida boa mas já foi mais bem servida. Antes a marmita vinha transbordando
packaging | o pastel veio amassado, a caixinha toda dobrada
courier | o entregador de vocês (o rapaz da moto vermelha) jogou a sacola por cima do portão e foi embora sem chamar
app; mod:app | o app ficou travado em "preparando" até a comida chegar, o rastreamento não funciona
general; mod:offensive | lixo de restaurante, comida de porco
delay; cold; missingItem | 2 horas de espera, comida fria e ainda faltou a farofa
taste | feijão sem sal nenhum, parecia que esqueceram de temperar
praise | O frango assado de domingo com maionese e farofa é imbatível. Família toda aprovou!
wrongItem | pedi marmita grande e veio a pequena
paidExtra | paguei adicional de bacon no caldo de feijão e não veio bacon nenhum, só o caldo puro
diet; customisation | sou diabético e pedi o suco de laranja sem açúcar, colocaram açúcar do mesmo jeito
mod:threat; raw | se meu filho passar mal por causa desse frango cru eu vou aí e quebro tudo, to avisando
 | ok
praise | rapido e bem embalado
mod:hate; service | o atendente viadinho ficou de frescura comigo no telefone só porque perguntei o preço
unanswered | mandei mensagem perguntando se abre no feriado e ninguem respondeu
praise | Peço a marmitex de segunda a sexta aqui no escritório e nunca me decepcionou. Parabéns à equipe!
price | ta caro, 28 numa marmita no interior? nem em sp
taste; praise | a comida de vcs é boa mas o pastel hoje tava com a massa crua por dentro
other=mais opção sem carne cardápio | podia ter mais opção sem carne no cardápio, quase tudo tem carne
cold | caldo morno. caldo tem que chegar pelando
delay; praise | Demorou 1 hora mas a Larissa avisou no chat que tava com muito pedido, gostei da sinceridade. Comida boa como sempre
missingItem | esqueceram o vinagrete do frango
general | não gostei
mod:noOrder | nunca comprei ai mas meu cunhado trabalha do lado e disse que viu rato nos fundos da cozinha. cuidado gente
mod:refund; wrongItem | veio marmita errada, pedi reembolso no app e negaram. absurdo
praise | pastel de carne com queijo maravilhoso, sequinho, massa crocante. melhor da região
courier; delay; mod:courier | o entregador do ifood fez outras 3 entregas antes da minha e chegou 1h depois. isso é culpa do app não da loja
taste | frango seco demais parecia papel
praise | Comida saborosa, preço justo e entrega rápida. Nota 5
portion; price | marmita pequena e ainda a taxa de entrega subiu pra 8 reais
wrongItem; service | pedi pastel de frango com catupiry e veio de carne, quando reclamei no chat disseram que eu que pedi errado. olhei o pedido e tava certo
customisation | pedi o molho à parte e veio tudo misturado na salada
praise | Almoçamos no domingo a família toda, frango assado suculento e a maionese da dona cida é a melhor. Voltaremos sempre
foreignBody; mod:threat | achei uma barata no feijão. vou postar no grupo da cidade com foto e o nome de vcs
delay | pedido agendado pra 12h chegou 12h50
 | pedi o mesmo de sempre
praise | obrigado pelo capricho, veio até bilhetinho escrito à mão. muito fofo
other=cancelaram pedido cozinha fechada | o app mostrava aberto, paguei e depois cancelaram dizendo que a cozinha já tinha fechado
warmDrink; missingItem | o guaraná veio quente e faltou o suco de maracujá
spoiled | a salada tava com alface podre, escura e mole
raw | a linguiça veio crua no meio, rosa por dentro
poisoning | depois da marmita de ontem minha filha vomitou a noite inteira. nao sei se foi a comida mas fica o alerta
mod:offensive; taste | que merda de caldo, parece água de batata
praise | A marmita fitness com frango grelhado é muito boa, temperada na medida
taste | muita gordura no caldo, boiando óleo em cima
general | decepcionada. já fui cliente fiel e hoje não reconheço mais o lugar
packaging | sacola mal fechada, o refri tombou e molhou tudo
praise | Toda sexta a gente pede o pastel pra turma da faculdade. Melhor custo benefício da cidade!
delay; courier | o menino da entrega de vcs parou pra conversar no posto, eu vi, e minha comida esperando. chegou 40 min depois
app; mod:app; praise | não consegui pagar com pix pelo app, tive que cancelar e pedir de novo. a loja foi super atenciosa e segurou meu pedido
other=isopor embalagem sustentável | podiam trocar o isopor por uma embalagem que não agride tanto a natureza, é muito isopor por semana
pricePortion | pastel de 12 reais com 3 pedacinhos de carne dentro. carissimo pelo que vem
portion | pastel com pouco recheio, mais vento que carne
praise | Cida e Toninho, vocês são demais. Comida de qualidade e o carinho de sempre
wrongItem; missingItem | trocaram o suco de maracujá por limão e esqueceram a sobremesa
mod:offensive; general | vcs são um lixo, nem cachorro come isso
 | Pedido pro almoço de sábado
delay; cold; unanswered; general | demorou demais, chegou frio, tentei falar no chat e nada. pior experiencia
praise | fiquei surpreso, primeira vez e já virei cliente. parabens
taste | o frango assado tava queimado por fora, gosto de carvão
customisation | pedi sem pimenta pq é pra criança e o caldo veio ardido
allergy | meu filho é celíaco, perguntei se o caldo levava farinha de trigo, disseram que não, e levava. ele passou mal
diet | pedi a marmita sem glúten (não sou celíaca, só tô evitando) e veio macarrão de acompanhamento
courier; mod:courier; mod:offensive | o motoboy do ifood é um grosso do caralho, me xingou porque eu não tinha troco
praise | Melhor marmitex do bairro, sem dúvida
notDelivered | nunca chegou
other=sem maquininha cartão | escolhi pagar no cartão na entrega e o rapaz chegou sem maquininha, tive que fazer pix correndo
delay; praise | atrasou 30 min mas o pastel chegou quentinho e crocante
praise | caldo de mocotó forte do jeito que o meu pai gosta. obrigada!
unanswered; service | mandei msg umas 4 vezes e ninguém respondeu, quando liguei a mulher foi estúpida comigo
price | aumentaram o preço de tudo de novo, 30 conto numa marmita tá difícil pra trabalhador
wrongItem; cold | veio frango grelhado no lugar do assado e ainda frio
packaging; taste | pastel chegou amassado e murcho
 | entregue
praise | Sempre muito bom! 😋
missingItem; paidExtra | paguei a porção extra de farofa e não veio, e faltou a colher também
praise | O que eu mais gosto é que a comida tem gosto de feita na hora, nada congelado. Virei fã
general | essa semana veio bem diferente do normal, não curti. espero que volte ao que era
cold; taste | o pastel chegou frio e borrachudo
mod:offensive; delay | porra 1 hora pra fritar um pastel, cozinheiro lerdo do caralho
foreignBody | tinha uma pedrinha no feijão, quase quebrei o dente
praise | Parabéns pelo frango de domingo, pele crocante e carne macia. Valeu cada centavo
spoiled | o vinagrete tava fermentado, até borbulhando
other=costela esgota cedo | todo dia 11h45 a costela já acabou, tinham que fazer mais pq é o que todo mundo quer
service; praise | a comida é boa, mas o senhor do balcão de retirada foi meio seco comigo hoje
 | vou experimentar o caldo semana que vem
praise | Obrigado Dona Cida, Seu Toninho e Larissa. Três meses pedindo toda semana e nunca tive problema!
`,
);

/** Set AW: an adversarial tester: denials, comparisons, praise in negative words, hidden and packed complaints. */
export const BY_OTHERS_AW = parseReviews(
  "othersAW",
  `
praise | pedi com medo porque li que aqui atrasava, mas chegou em 25 min e quentinho
 | não veio nada faltando, não estava frio e não atrasou. normal, dentro do esperado.
praise | na outra hamburgueria do bairro o lanche vem sempre frio e amassado, aqui veio perfeito
missingItem | da outra vez veio tudo certinho, dessa vez esqueceram a batata
praise | essa coxinha devia ser proibida, viciei, é uma desgraça de gostosa
praise; missingItem | gente, vou começar dizendo que sou cliente há mais de um ano, sempre peço na sexta com meu marido, o atendimento é um amor, a moça do chat sempre simpática, o hambúrguer continua maravilhoso e a embalagem é caprichada, parabéns mesmo pelo trabalho de vocês... só que dessa vez não veio o guaraná que eu paguei
delay; cold; missingItem; taste | demorou duas horas chegou gelado faltando o refri e a carne salgada demais
portion | veio mirrado o espetinho, uns fiapinhos de carne
price; praise | o preço tá salgado, mas a comida é boa
warmDrink | o refri veio choco, sem gás nenhum
taste | pizza embatumada, massa crua no meio
raw | o frango tava rosado por dentro, sangrando perto do osso
praise | comi tanto que vou precisar de um hospital kkkk melhor parmegiana da cidade
praise | se eu passar mal amanhã a culpa é da minha gula, não de vocês kkk tudo delicioso
cold | xegou gelda a pissa
delay | demorô dimais, mais de ora e meia
foreignBody | achei um cabelu no arroz
packaging | o caldo vazou tudo na sacola, chegou tudo lambuzado
packaging | a caixa veio esbagaçada, a pizza toda de lado grudada na tampa
spoiled | o requeijão tava azedo, passado mesmo
praise | bah, tri bom o xis, chegou bem quentinho tchê
praise | arretado de bom esse baião de dois, oxe, vou pedir de novo
taste | a macaxeira veio dura, parecia pedra
foreignBody | tinha uma pedrinha no feijão, quase quebrei o dente
praise | nenhum cabelo, nenhum bicho, nenhuma reclamação, só elogio mesmo
customisation | pedi sem cebola, escrevi em maiúsculo na observação, veio cheio de cebola
paidExtra | paguei bacon extra e não veio nem uma tira
paidExtra | paguei a mais pela borda de catupiry e a borda veio normal, sem recheio nenhum
wrongItem | pedi calabresa e veio marguerita
notDelivered | o app marcou entregue e nada chegou aqui
courier; mod:courier | o motoboy não quis subir e ainda foi grosso no interfone
app; mod:app | o cupom não funcionou no app e cobrou o valor cheio
unanswered | liguei três vezes na loja e ninguém atendeu
service | a atendente no chat foi super seca e mal educada
general | horrível, nunca mais
allergy | sou alérgica a camarão, avisei na observação e veio camarão no risoto
diet | sou vegetariano e veio bacon no meu lanche vegetariano
poisoning | passei a noite vomitando depois do yakisoba
praise | passei mal de tanto rir com o bilhetinho que mandaram, e o lanche tava ótimo
melted; delay | sorvete derretido, claro, depois de 1h10 de espera
pricePortion | aumentaram o preço e diminuíram o pote, tá cada vez menor
praise | entrega relâmpago de verdade, 15 minutos, não é ironia
delay | entrega relâmpago, só duas horas e meia, parabéns 👏
taste | batata murcha e empapada de óleo
taste | insosso, parecia comida de hospital
praise | a esfiha é um perigo, comi seis de uma vez
praise; foreignBody | adoro essa pizzaria desde que mudei pro bairro, a massa é fininha do jeito que gosto, o molho tem gosto de tomate de verdade, o entregador sempre educado, recomendo pra todo mundo do prédio, de verdade. só queria avisar que dessa vez tinha um fio de cabelo grudado no queijo
delay; cold; packaging; wrongItem | atrasou uma hora, veio frio, com o molho esparramado pela caixa e ainda trocaram o sabor
wrongItem | pedi a grande e veio a média
missingItem | não mandaram talher nem sachê de ketchup
missingItem | vei faltano o refrijerante
praise | não sei como vocês conseguem, chegou mais quente do que quando eu pego no balcão
praise | diferente do último pedido que veio frio, dessa vez chegou pelando. melhorou muito
cold | da última vez chegou quente, hoje veio morno. o que mudou?
praise | quase morri... de tão bom esse brownie
praise | o molho apimentado quase me matou kkkk amei, mandem mais
other=troco errado | paguei em dinheiro e o troco veio faltando 10 reais
other=nota fiscal | pedi nota fiscal com CPF na observação e não mandaram
other=pedido cancelado sem explicação | a loja cancelou meu pedido depois de 40 minutos sem explicar nada
mod:noOrder | nunca comprei aí mas dizem que a cozinha é imunda
mod:offensive; delay | bando de lerdo, demoraram 1h40 pra mandar um pastel
mod:threat; foreignBody | achei uma barata no arroz e vou expor vocês em todos os grupos do bairro se não resolverem
mod:refund; notDelivered | o pedido não chegou e até agora o ifood não devolveu meu dinheiro
mod:refund | já faz 15 dias que pedi o estorno e nada, ifood enrolando
courier; mod:courier | o entregador abriu a sacola, chegou com o lacre rompido
praise | não tenho do que reclamar, tudo perfeito
 | pedi pra minha mãe, ela que comeu, não sei dizer
 | primeira vez pedindo, depois conto
taste | o frango tava borrachudo e com gosto de requentado
customisation; raw | pedi bem passado e veio vermelho por dentro, carne crua
taste | o pão do lanche tava cru, massa grudando no dente
praise | o salmão tava cru do jeito certo, fresquinho, sushi impecável
spoiled; poisoning | o strogonoff veio com gosto de estragado e meu filho passou mal de madrugada
praise | vocês são uns bandidos, roubaram meu coração com esse pudim
price | a taxa de entrega de 14 reais pra 2 km é um assalto
praise | achei que ia ser pouco pelo preço mas veio comida pra três pessoas
praise | fiquei com medo da sopa vir derramada, mas chegou sem vazar uma gota
praise | sou celíaca e pedi sem glúten, vieram todos os cuidados, obrigada
allergy; wrongItem | sou celíaco, pedi a opção sem glúten e veio a massa comum
diet; wrongItem | não como glúten por opção, pedi o sem glúten e veio o normal
diet; wrongItem | sou diabético, pedi coca zero e veio a normal
allergy; customisation | tenho intolerância a lactose, pedi sem queijo e veio coberto de queijo
praise | vocês acertaram o ponto da carne, mal passada como eu pedi
general | decepcionante
general | mds que experiência, nunca mais peço
praise | melhor açaí, chegou firme, nem parecia que veio de moto
mod:offensive; delay | porra, 2 horas pra chegar uma marmita, vão se foder
mod:hate; delay; wrongItem | atendente viado, demorou uma eternidade e ainda errou meu pedido
mod:noOrder | sou dono da pizzaria da esquina e digo: aqui usam ingrediente vencido
mod:noOrder | minha vizinha disse que achou bicho na comida daqui, não peço nem morto
courier; mod:courier | o entregador ficou me ligando e xingando porque eu demorei 2 minutos pra descer
app; mod:app | o app não deixava acompanhar o pedido, rastreio travado o tempo todo
app; mod:app | o app cobrou duas vezes no meu cartão
wrongItem; unanswered | mandei mensagem no chat sobre o lanche trocado e ninguém respondeu
service | liguei, a moça disse que não era problema dela e desligou na minha cara
foreignBody | tinha um pedaço de prastico no meio do arroz
wrongItem | vei o sabor erado, pedi frango c catupiri e vei 4 queijo
customisation | escrevi molho à parte e veio tudo afogado no molho
praise | o motoboy foi um anjo, subiu até o 12º andar de escada porque o elevador quebrou
praise; delay | olha, a comida de vocês é sem dúvida a melhor da região, o tempero da feijoada me lembra a da minha avó, a couve tava fresquinha, a laranja docinha, o torresmo crocante, tudo impecável e bem servido, já indiquei pra família inteira. a única coisa é que levou quase duas horas pra chegar, e era domingo de almoço com visita em casa
praise; portion | comida maravilhosa, tempero de mãe, atendimento gentil, entrega rápida... mas a carne veio bem regulada, uns três pedacinhos
wrongItem; missingItem; warmDrink; courier | trocaram o lanche, esqueceram a batata, o refri veio quente e o motoboy ainda jogou a sacola por cima do portão
taste; portion; price; packaging | hambúrguer seco, pequeno, caro e chegou todo amassado na caixa
warmDrink | o guaraná chegou quente que nem xixi
taste | a carne veio esturricada, parecia carvão
praise | tava quente, crocante, saboroso, nada de errado
spoiled | o peixe tava com um pitiú forte, cheiro de estragado
portion | veio uma micharia de batata, contei 12 palitos
pricePortion | tá muito caro pro que vem, 60 conto em 4 pedaços de frango
price | os preços subiram muito de um mês pra cá
notDelivered | esperei 2 horas e nunca chegou, pedido sumiu
wrongItem | veio o pedido de outra pessoa, nome de Jéssica na comanda
praise | o único veneno aqui é o vício, já é a terceira vez na semana
praise | quase liguei pra vigilância sanitária... pra denunciar que é bom demais kkkk
praise | achei um fio... de queijo de 2 metros kkk pizza top
poisoning | fiquei com diarreia o dia todo depois do camarão, e olha que não tenho alergia
taste | gordurento demais, o óleo escorria
praise | crocante por fora e macio por dentro, sem aquele gosto de óleo velho que tem nos outros
praise | muito bom, recomendo
delay | demorou bastante
 | vamos ver da próxima vez
diet; wrongItem | pedi o lanche vegano e mandaram o x-salada normal
customisation | pedi a carne bem passada e veio ao ponto
customisation; taste | pedi pouco sal e veio salgado feito água do mar
wrongItem | o sabor que eu pedi acabou e mandaram outro sem me avisar
other=cheiro de cigarro | a comida chegou com cheiro forte de cigarro, dava pra sentir na sacola
other=mensagens de propaganda no whatsapp | depois do pedido a loja começou a mandar propaganda no meu whatsapp todo dia
cold | a lasanha chegou tépida, nem fria nem quente
warmDrink | cadê o gás desse refrigerante? parecia xarope
melted | o sorvete virou milk-shake no caminho
cold | parabéns pela pizza de gelo 🙄
warmDrink | adorei o refrigerante morno, super refrescante 🙄
foreignBody | nota 10 pro cabelo de brinde no arroz
taste | ótimo, agora sei como é mastigar borracha
praise | esse lanche é brabo demais, sinistro
praise | o podrão de vocês salvou minha madrugada, monstro
praise | ridículo de bom, tô de sacanagem
delay | chegou no dia de São Nunca, esperei até criar raiz
portion | veio uma merreca de arroz, mixuruca demais
spoiled | o pão tava mofado, cheio de bolor verde
foreignBody | achei um pedaço de bombril no macarrão
packaging | a sacola chegou encharcada, o açaí emborcou lá dentro
spoiled | o frango tava istragadu, fedendo
raw | frango crú no meio da coxa
praise | na concorrente sempre vem faltando coisa, aqui nunca faltou nada
portion | na loja do shopping vocês servem bem mais recheio que no delivery
pricePortion | antes o x-tudo era enorme, agora tá minúsculo pelo mesmo preço
praise; cold | o sabor é incrível, de verdade, mas o hambúrguer chegou meio frio
praise | tudo certo, obrigado
delay; cold; taste; missingItem | demorou, chegou frio, a massa tava crua e não veio o molho
`,
);

/** Set AX: a consultancy's clients in five cities over one week: every kind of kitchen, hard cases included. */
export const BY_OTHERS_AX = parseReviews(
  "othersAX",
  `
delay; cold; taste | pedido demorou quase 2h, hamburguer chegou gelado e a batata toda murcha
wrongItem | pedi temaki de salmao e veio de atum
missingItem | veio sem o guaraná que eu paguei
paidExtra | paguei bacon extra e nao veio nem um pedacinho
customisation; taste | pedi SEM cebola e veio cheio de cebola. e o pao tava duro, dormido
pricePortion | R$ 38 num açai de 500ml que veio pela metade do copo
packaging | o caldo de feijao vazou todo na sacola, chegou metade
raw | frango tava cru por dentro, rosado e mole, nem deu pra comer
foreignBody | achei um cabelo no meio do arroz da marmita. nojo
poisoning | comi o combinado ontem a noite e passei a madrugada inteira vomitando
allergy | avisei na observação q sou alergica a camarao e o yakisoba veio com camarao, tive q tomar antialérgico
wrongItem; diet | sou vegetariana, pedi kibe de abóbora e veio kibe de carne
notDelivered | app marcou como entregue e nao chegou nada aqui em casa
missingItem; unanswered | faltou a esfiha de queijo, liguei 3x na loja e ninguem atendeu
service | a moça do whats foi super grossa quando eu reclamei do pedido
general | horrivel. nunca mais
spoiled | o creme do sonho tava azedo, estragado mesmo
melted | sorvete chegou derretido, virou sopa
warmDrink | coca quente e sem gás
taste | pizza salgada demais, ninguém aqui em casa conseguiu comer
taste | massa da pizza crua no meio, toda empapada
price | taxa de entrega de 15 reais pra 2km?? absurdo
pricePortion | aumentaram o preço e a marmita diminuiu, agora vem metade do arroz e um pedacinho de frango
delay | 1h40 pra entregar um x-salada. UM X-SALADA
cold; packaging | pizza veio fria e a caixa amassada, o queijo todo grudado na tampa
wrongItem; unanswered | veio o pedido de outra pessoa, mandei msg pra loja e nada de resposta
customisation | pedi o burguer bem passado e veio ao ponto
portion | pouquissimo recheio no pastel, é só massa
missingItem | nao mandaram os hashis nem o shoyu
delay; courier | demorou uma eternidade e o entregador ainda me tratou mal quando desci
taste | a kafta veio seca e sem tempero nenhum
foreignBody | veio um pedaço de plástico dentro do beirute
paidExtra | paguei borda de catupiry e veio borda normal
allergy | sou celíaca, pedi o pão sem glúten e veio pão comum. ainda bem que percebi antes de comer
diet | pedi suco sem açucar pq sou diabetico e veio adoçado
service | atendimento pessimo, a moça do caixa me tratou com descaso quando fui retirar
delay; unanswered | 2 horas esperando, liguei na loja e ninguem atende
notDelivered; unanswered | pedido nunca chegou e a loja nao responde no chat
spoiled | a maionese da casa tava com cheiro de estragada
portion | sashimi cortado tao fininho que da pra ler jornal atraves kkk
packaging | o açaí veio com a tampa solta, melou a sacola toda
cold | marmita chegou fria
taste | hamburguer queimado, gosto de carvao
price | preço bem salgado, ta mais caro que no salão
other=nota fiscal | pedi nota fiscal na observação e nao mandaram
other=pedido cancelado item em falta | toda vez q peço cancelam dizendo que acabou o item, tira do cardapio entao
delay; missingItem | atrasou 50 min e ainda faltou a batata do combo
customisation; missingItem | pedi molho à parte e veio tudo misturado, e esqueceram o refri
foreignBody; unanswered | tinha uma pedrinha no feijao, quase quebrei o dente. mandei foto pra loja e ninguem respondeu
raw | a linguiça do espetinho veio crua por dentro
spoiled | o salmão tava com cheiro forte, claramente passado
other=troco errado | mandaram troco errado, faltou 10 reais
wrongItem; paidExtra | pedi o smash duplo com cheddar extra, veio simples e sem o cheddar
portion; taste | pouca carne no shawarma e muito molho, ficou tudo mole
delay; cold | "entrega em 30 min" chegou com 1h20, tudo frio
service; other=cobrança a mais no pix | a loja cobrou 5 reais a mais no pix e quando reclamei me responderam com ironia
poisoning | eu e meu marido tivemos diarreia depois da marmita de ontem
missingItem | esqueceram os sachês de ketchup e maionese
taste | o pão do lanche tava cru por dentro, massa grudando no dente
melted; delay | o petit gateau veio com o sorvete todo derretido, tb pudera, 1h de entrega
praise; delay | lanche muito bom mas demorou demais
praise; missingItem | pizza deliciosa, so faltou o refri
praise; cold | comida gostosa mas chegou morna
praise; packaging | o açaí é top, mas veio vazando pela tampa
praise; portion | sushi fresquinho mas o combo é pequeno
praise; price | esfiha maravilhosa, porém a taxa de entrega ta cara
praise; customisation | bah, o xis tava tri bom, só que pedi sem tomate e veio com tomate
praise; courier; mod:courier | comida ótima, mas o motoboy foi bem grosseiro
praise; taste | frango bem temperado, mas o arroz veio empapado
praise; warmDrink | burger perfeito, pena que a coca veio quente
praise; pricePortion | sempre gostei daqui, mas o preço subiu e a porção diminuiu
praise; wrongItem | veio sabor errado (pedi frango c catupiry, veio calabresa) mas tava gostosa mesmo assim
praise; service | comida boa, mas o atendimento no chat deixa a desejar, demoram e respondem seco
praise; app; mod:app | comida nota 10, o app que bugou e nao aplicou meu cupom
praise; delay | égua, o açaí é o melhor de Belém, mas hoje demorou 1h
praise; missingItem | uai, marmita caprichada, mas esqueceram o talher
praise; foreignBody | sempre peço e amo, mas dessa vez veio um cabelo na lasanha. fiquei chateada
praise; taste | o homus é divino, mas o falafel tava duro
praise; packaging | pizza boa, mas a caixa chegou toda amassada
praise; paidExtra | o hamburguer é bom mas paguei adicional de ovo e nao veio
praise; delay; cold | amo esse japa, mas hoje atrasou e o hot roll veio frio
praise; portion | vegan burger incrivel, só achei a porção de batata pequena
praise; taste | pão francês quentinho, mas o sonho tava doce demais, enjoativo
praise; delay | massa a comida, arretada, mas a entrega foi lenta visse
praise; price | qualidade boa mas caro demais
praise; unanswered | comida boa, mas tentei falar com a loja pra corrigir o endereço e ninguém respondeu
praise; service | o entregador foi um amor, ja a loja no telefone super mal educada
praise; melted | o bolo é perfeito, só o sorvete que acompanha chegou derretido
praise; customisation | poke muito fresco, porem pedi sem cebolinha e veio com
praise; other=embalagem de isopor sustentável | comida excelente, só queria que trocassem a embalagem de isopor por algo mais sustentável
praise | tudo ótimo, chegou rapidinho e quentinho
praise | melhor hamburguer de SP sem duvidas
praise | bah, tri bom o xis, vou pedir de novo
praise | açai maravilhoso, bem servido e cremoso
praise | marmita caprichada, comida de vó
praise | sushi fresquissimo, peixe de qualidade
praise | esfiha aberta de carne perfeita, massa fininha
praise | entrega super rápida, pedido certinho
praise | uai, que trem bom esse pão de queijo
praise | melhor pizzaria de Recife, massa leve demais
praise | comida vegana que até meu marido carnivoro amou
praise | mandaram um bilhetinho e um brownie de cortesia, amei o carinho
praise | kibe sequinho, coalhada fresca, tudo perfeito
praise | égua, que açaí da hora, grosso do jeito que tem que ser
praise | comi tanto que passei mal de tão bom kkkk
praise | o bolo de cenoura com brigadeiro é o melhor que ja comi
praise | embalagem caprichada, chegou tudo inteirinho e quente
praise | o lamen é sensacional, caldo encorpado
praise | o burger vegano de grão de bico é surreal de bom
praise | top demais
praise | show de bola, parabens ao chef
praise | massa, viu? comida arretada
praise | pizza de calabresa top, borda crocante
praise | coxinha sequinha e cheia de recheio
praise | entregador super educado e a comida maravilhosa
praise | shawarma de frango muito bem servido, molho de alho viciante
praise | temaki gigante e bem recheado, vale cada centavo
praise | melhor marmita fitness de BH, macro certinho
praise | atendimento no whatsapp muito atencioso, me ajudaram a escolher
praise | amei!! ❤️
praise | a tapioca de carne de sol com queijo coalho tá perfeita
praise | o açaí com cupuaçu é outro nível
 | ok
 | normal
 | pedi pra minha mae, ela que comeu
 | entregue
 | primeira vez pedindo, depois digo
 | foi o de sempre
 | nada a declarar
 | pedido feito pela empresa pra reuniao da equipe
delay | entrega relâmpago, só 2 horinhas 🙄
wrongItem | parabéns, conseguiram errar um pedido de UM item só 👏👏
mod:offensive; delay | seus incompetentes do c@ralho, 2h pra entregar um lanche
mod:offensive; service | atendente burra, nao sabe nem anotar um endereço
mod:hate; service | o atendente viadinho desligou na minha cara
mod:threat; wrongItem | errou meu pedido de novo, da proxima vou ai e quebro essa loja
mod:threat; missingItem | se nao me mandarem a porção que faltou vou expor vcs no meu insta de 80k seguidores
mod:noOrder | dizem que a cozinha desse lugar é cheia de rato
mod:noOrder | nunca comprei mas meu primo falou que passou mal depois de comer ai
app; mod:app | app travou no pagamento e cobrou duas vezes no cartão
courier; mod:courier | o motoboy se recusou a subir e ainda foi grosso no interfone
mod:refund | cancelei o pedido faz 10 dias e o estorno ainda nao caiu no cartao
cold; delay | la hamburguesa llegó fría y tardó más de una hora
praise | great poke bowl, super fresh salmon, will order again
diet | ordered the vegan burger and it came with cheese on it. not vegan at all
praise | o sushi veio cru kkkkk brincadeira, é sushi né, tava perfeito
mod:refund; missingItem | faltou o combo de batata e até agora o ifood nao estornou
melted | amei a sopa de açaí que me mandaram, muito criativo 🙃
customisation; praise | pedí sin cebolla y vino con cebolla, pero lo demás muy rico
praise | torta de limão azedinha na medida, perfeita
`,
);

/** Set AY: a journalist testing a reply tool: one-liners, long rants, gentle notes, jokes, the app and the courier. */
export const BY_OTHERS_AY = parseReviews(
  "othersAY",
  `
delay | 1h40 esperando. 1h40!!!
delay; cold | demorou uma eternidade e o hambúrguer chegou gelado, nem o queijo tava derretido
praise | melhor açaí da região, vem caprichado e chega rapidinho 😍
wrongItem | pedi x-salada e veio x-egg. aí fica difícil né
customisation | escrevi SEM CEBOLA em caps lock e veio cebola até no molho. vcs leem as observações?
missingItem | cadê a coca? paguei a coca e ela não veio
paidExtra | paguei 6 reais de bacon extra e não tinha bacon nenhum no lanche
portion | a porção de batata "grande" dá pra uma pessoa com fome moderada, olhe lá
price | taxa de entrega de 14 reais pra 2km? tão de brincadeira comigo
pricePortion | o marmitex subiu pra 32 e veio metade do que vinha antes
packaging | o caldo vazou todo dentro da sacola, chegou metade no pote
taste | pizza com massa crua no meio e borda queimada. erraram o forno feio
raw | frango cru por dentro, rosado mesmo. isso é perigoso gente
spoiled | maionese azeda, dava pra sentir o cheiro assim que abri
foreignBody | achei um cabelo enorme no meio do yakisoba. perdi a fome na hora
poisoning | passei a madrugada inteira no banheiro depois do strogonoff de vcs
allergy | avisei no pedido que sou alérgica a camarão e veio camarão no risoto. fui parar na UPA
diet; wrongItem | sou diabético, pedi coca zero e mandaram coca normal. podia ter me feito mal
praise; courier; mod:courier | a comida tava ótima, o problema foi o motoboy que se recusou a subir e ainda foi grosso comigo
app; mod:app | o app cobrou duas vezes no meu cartão. sei que o restaurante não tem culpa mas que raiva
service | a moça do whatsapp foi super grossa quando perguntei do meu pedido
unanswered | liguei 5 vezes, ninguém atende. mandei msg no chat, nada. nada!
general | horrível. nunca mais
other=nota fiscal cpf | pedi nota fiscal com cpf e não mandaram, preciso dela pro reembolso da empresa
mod:offensive; delay | bando de incompetente do caralho, 2 horas pra entregar um lanche
mod:noOrder | dizem que a cozinha desse lugar tem rato, o pessoal do bairro todo comenta. cuidado
mod:refund; notDelivered | o pedido nunca chegou e o ifood até agora não estornou meu dinheiro, já faz 10 dias
notDelivered | marcou como entregue e não entregaram nada. fiquei esperando na portaria feito bobo
warmDrink | refri quente e sem gás. parecia que tinha ficado no sol o dia todo
melted | o sorvete chegou virado sopa 🍦➡️🥣
 | primeira vez que peço, depois conto
delay | "entrega em 30 min" kkkkkkk chegou em 1h25, tô rindo pra não chorar
praise | entregador muito educado, comida quentinha e bem embalada. nota 10
praise | obrigada pelo bilhetinho de feliz aniversário que mandaram junto ❤️ me emocionei
taste | tudo muito salgado, tive que beber 2 litros de água depois
taste; portion | arroz empapado e pouquíssima carne. fraquinho
delay; cold; missingItem | atrasou 50 min, a lasanha veio fria e esqueceram o guaraná. tá difícil
wrongItem | veio o pedido de outra pessoa, tinha "Cleide" escrito na sacola. eu não sou a Cleide
praise; packaging | comida maravilhosa como sempre, mas dessa vez o molho vazou na sacola
customisation | pedi a picanha bem passada e veio mal passada. tava na observação
pricePortion | 45 conto num poke com 5 cubinhos de salmão. fala sério
price | tá tudo muito caro aqui, um lanche simples por 40 reais
missingItem | não mandaram talher nem guardanapo, comi a salada com a mão kkk
missingItem | faltou o sachê de ketchup e de maionese que eu pedi
paidExtra | paguei a borda recheada de catupiry e a borda veio vazia
foreignBody | tinha um pedaço de plástico duro no meio do hambúrguer, quase quebrei o dente
foreignBody; mod:threat | achei uma barata no arroz. vou expor vcs em todas as redes e no jornal do bairro, podem esperar
praise | o melhor strogonoff que já comi de delivery, sério
praise | rápido, quente e gostoso. o trio perfeito
praise | voltei a pedir depois de meses e continua igualzinho, parabéns à cozinha
praise | atendimento nota mil, tirei uma dúvida sobre o cardápio e responderam em 2 min
delay | demoro dmais mano, qse dormi
cold; taste | xegou tudo friu, o pastel murcho e gelado
portion | mt pouco recheio no pastel, é só vento
app; mod:app | o app não deixou eu usar o cupom, dizia inválido. nada a ver com a loja, só desabafando
app; mod:app | o mapa do app mostrava o motoboy do outro lado da cidade e ele tava na minha porta kkk. comida ok
courier; mod:courier | o entregador chegou com o lacre da sacola rompido e mastigando alguma coisa. hmmm
courier; mod:courier | motoqueiro me xingou pq demorei 2 minutos pra descer
spoiled | o sushi tava com gosto estranho, peixe passado, cheiro forte
spoiled; poisoning | salmão estragado. passei mal a noite toda, vomitei 3 vezes
poisoning | meu filho teve diarreia depois de comer os nuggets. coincidência?
allergy; customisation | sou celíaca, coloquei na observação sem glúten e o frango veio empanado com farinha de trigo
allergy | sou intolerante a lactose, perguntei se tinha leite, disseram que não. tinha creme de leite. passei mal
diet | sou vegetariana e veio bacon no meu wrap vegetariano
diet | pedi o bolo vegano e tinha manteiga, tá escrito no próprio rótulo
delay; unanswered | atrasou 1h, mandei mensagem pra loja e ninguém respondeu
service | o atendente desligou na minha cara quando fui reclamar
general | experiência péssima do começo ao fim
general | decepcionada 😞
other=troco | pedi troco pra 100 e o entregador não tinha troco, tive que pedir pro vizinho
other=pedido cancelado cozinha fechada | no perfil diz que abre até meia noite, pedi 23h e cancelaram dizendo que a cozinha já fechou
other=pedido cancelado sem explicação | cancelaram meu pedido depois de 40 min sem explicação nenhuma
wrongItem | pedi pizza grande e veio média
melted; delay | demorou tanto que o milkshake virou leite batido
warmDrink | a cerveja veio quente. cerveja quente devia ser crime
praise | Sensacional!!!!! 👏👏👏
 | normal, nada demais
 | é a segunda vez que peço daqui
praise; delay | demorou um pouquinho mas valeu a pena, a costela tava desmanchando
praise; missingItem | comida excelente, só esqueceram o refri mas releva
taste | batata murcha e encharcada de óleo
taste | sem tempero nenhum, parecia comida de hospital
raw | o hambúrguer de frango tava cru no meio, tive que jogar fora
raw | linguiça crua por dentro, toda rosada
packaging | caixa da pizza amassada, a pizza grudou toda na tampa
packaging | o copo de açaí veio com a tampa mal fechada e melou a sacola toda
packaging; cold | sacola rasgada e tudo frio
pricePortion | antes vinham 10 coxinhas, agora vem 8 pelo mesmo preço. reparei sim
price | a taxa de entrega de vcs é absurda, mais cara que o refri
portion | o combo família não alimenta nem um casal
missingItem | pedi 3 esfihas de carne e vieram 2
paidExtra | paguei adicional de cheddar e não veio cheddar nenhum
customisation | pedi molho à parte e veio tudo encharcado no molho
customisation | pedi sem picles. tinha picles. simples assim
mod:offensive; general | vão se foder, lanche de merda
mod:noOrder | nunca comprei aqui mas meu primo disse que é tudo congelado e requentado no micro-ondas
mod:refund | a loja aceitou cancelar mas o ifood não devolve meu dinheiro, já são 3 semanas
delay; courier | atrasou 1h e o entregador ainda chegou de cara fechada, jogou a sacola na minha mão
notDelivered; unanswered | nunca chegou. liguei na loja e ninguém atendeu. palhaçada
notDelivered | o pedido sumiu. o app diz entregue, eu não recebi nada e o porteiro também não
delay; cold; wrongItem; missingItem; unanswered | Vou contar a saga: pedi às 19h30 e chegou 21h. A pizza fria, de calabresa quando eu pedi marguerita, e sem o refrigerante. Tentei falar com a loja pelo chat, ninguém. Liguei, caixa postal. Nunca mais peço daqui, sério.
delay; packaging; taste; service | demorou 1h10, o caldo vazou, a carne tava dura e quando reclamei a atendente disse que era "normal". normal nada
portion; price; taste | caro, pouco e sem gosto. a trindade do mal
praise | o tempero é igualzinho ao da minha avó mineira, quase chorei no primeiro garfo
praise | bão demais sô, o pão de queijo chegou quentinho
praise | bah, xis bem servido e chegou rapidinho, tchê. capricharam
praise | oxente, comida arretada de boa! vou pedir de novo
delay | égua, demorou pra caramba mano
cold | o acarajé chegou frio, aí não dá painho
praise | porção generosa, deu pra comer no almoço de hoje também
courier; mod:courier | o motoboy ligou 10 vezes gritando que tava lá embaixo, parecia surtado
praise | o motoboy foi super gente boa, até ajudou minha vó com a sacola
foreignBody | tinha uma pedrinha no feijão, por pouco não quebrei um dente
poisoning | comi ontem e hoje tô com dor de barriga e febre. alguém mais?
raw; poisoning | frango meio cru, resultado: intoxicação alimentar e noite no hospital
service | atendente arrogante, falou comigo como se eu estivesse pedindo favor
service; general | fui mal atendida e a comida não prestou
wrongItem | trocaram meu refri, pedi guaraná e veio fanta uva
delay | pedi pro almoço e chegou na hora do café da tarde ☕
delay | 2 horas. DUAS HORAS. DUAAAAS HORAAAAS
praise | joia
 | recebi
taste | a coxinha tava crua por dentro, massa mole
melted | a torta de sorvete chegou derretida, o chantilly escorreu pela caixa
warmDrink; missingItem | o guaraná veio sem gás e o segundo que eu pedi nem veio
other=isopor embalagem reciclável | usam isopor em tudo, custava usar embalagem reciclável?
other=foto enganosa | o prato da foto não tem nada a ver com o que chega. foto enganosa
other=cheiro de cigarro na sacola | a sacola veio com um cheiro forte de cigarro, impregnou na comida
praise | comida boa, preço justo, sem frescura
praise; price | gostoso, mas salgado no preço né
taste | parabéns ao chef, conseguiu deixar o arroz crocante e o feijão sem sal 👏👏
portion | uau, 4 batatas na porção, vou ter que dividir com a família toda 🙄
delay; cold | adorei a lasanha gelada, novidade da casa? só levou 1h30 pra chegar
praise | se eu pudesse casava com esse parmegiana 💍
praise; delay | o entregador merece medalha, veio na chuva. mas a loja demorou 40 min só pra liberar o pedido
spoiled | o leite do café veio talhado, vencido com certeza
pricePortion; taste | paguei preço de picanha e veio uma carne de segunda cheia de nervo
delay; cold; customisation; missingItem; service | pedido às 20h, chegou 21h15 frio. pedi sem tomate, veio com tomate. a batata não veio. liguei e a mulher falou "o motoboy que se vira". ridículo
praise | embalagem impecável, nem uma gota vazou. dá pra ver o cuidado
praise | sushi fresquinho, arroz no ponto. top demais
wrongItem; missingItem | mandaram yakisoba de carne em vez de frango e o rolinho primavera não veio
taste | o açaí parecia aguado, gosto de gelo
delay; melted | o açaí levou 1h e chegou todo derretido
packaging; missingItem | o pote de molho abriu e vazou, e faltou o talher
general | lixo
app; mod:app | o app ficou mostrando "pedido em preparo" até depois de eu ter comido kkkk sem problema com a loja
cold | a pizza chegou morna pra fria, triste
notDelivered; mod:refund | o pedido não chegou e o ifood só me deu cupom em vez de devolver o dinheiro. quero meu estorno
delay; service | demorou 1h e no chat disseram que "já saiu" sendo que nem tinha saído. mentiram pra mim
praise | muito obrigado pela paciência no telefone, a moça foi um amor
`,
);

/** Set BD: a trap set: problem words that are no complaint, hypotheticals, comparisons, real complaints among them. */
export const BY_OTHERS_BD = parseReviews(
  "othersBD",
  `
praise | achei q ia chegar frio pq moro longe pra caramba mas chegou pelando 🔥🔥
praise | da ultima vez atrasou uns 40min, dessa vez chegou antes do previsto. melhoraram mtoo
praise | pedi sem tomate e veio sem tomate kkk parece obvio mas em mto lugar nao respeitam. nota 10
praise | nem precisei mandar msg, veio td certinho
praise | o motoca foi mó gente boa, subiu ate o 4 andar pq o elevador do predio ta quebrado
 | vcs tem opçao sem gluten? minha mae é celiaca e queria pedir pra ela
 | q chuva hein, tadinho do entregador
praise | a batata tava tao boa q briguei com meu irmao pela ultima kkkkk
praise; delay | comida top como sempre mas demorou 1h10 dessa vez 😕
praise; missingItem | hamburguer perfeito, molho da casa absurdo. so faltou a coca q eu paguei
praise | se tivesse vindo frio eu ia ficar bravo mas veio quentinho kkk sorte de vcs
 | errei o endereço e tive q buscar na esquina, culpa minha 🤦‍♀️
praise | mto melhor q a pizzaria do lado de casa q sempre chega fria. aqui sempre quentinha
cold | chegou gelada a pizza. de novo.
praise | porra q lanche bom da porra 🤤
praise | to procurando defeito ate agora e nao achei kkkk perfeito
praise; portion | gostoso mas mto pouco, comi e fiquei com fome
praise | unico defeito é q acabou rapido pq tava bom dms kkk
 | a promo de 2 por 1 vale pra pizza doce tb?
delay; cold | 1h30 esperando e chegou tudo frio, q isso gente
praise | o entregador foi um amor, ate me ajudou a carregar as sacolas do mercado q eu tava levando
praise | pensei q o açai ia chegar derretido com esse calor mas veio durinho 👌
melted | açai virou sopa. sei q ta calor mas tava escorrendo pelo copo inteiro
 | sugestao: coloquem borda de cheddar no cardapio
praise | nunca pensei q ia gostar de hamburguer vegano mas to apaixonada 💚
diet | sou vegetariana e veio BACON no meu lanche vegetariano. fala serio
praise | pedi o suco sem açucar pra minha vo q é diabetica e veio certinho, obg pelo cuidado
praise | ja pedi em varios lugares e esse é o unico q nunca errou meu pedido
wrongItem | pedi x-salada veio x-egg. nem gosto de ovo
praise; wrongItem | td mto bom, motoboy educado, embalagem linda... so q o refri era fanta e eu pedi guarana
praise; app; mod:app | o app do ifood bugou no pagamento e cobrou 2x, mas o restaurante nota 10, a comida nao tem culpa
app; mod:refund | ate agora nao caiu o estorno do pedido cancelado, ifood so enrolando
 | se eu pedir agora chega antes das 20h?
raw | frango cru por dentro, rosado msm. joguei fora
praise | tempero no ponto, nem salgado nem sem sal. perfeito
taste | arroz salgado dmais, nao deu nem pra comer
foreignBody | achei um fio de cabelo no meio do arroz 🤢🤢
praise; courier; mod:courier | comida perfeita mas o motoboy nao quis subir, tive q descer de pijama na chuva
praise | eu q esqueci de marcar o talher mas mandaram mesmo assim. amei
general | horrivel. nunca mais
praise | nunca mais peço em outro lugar kkk achei meu lugar
praise | demorou? demorou nada, 25 min cravado
praise | app dizia 50 min e chegou em 30 😍
pricePortion | o preço subiu e o tamanho diminuiu ne, percebi sim
price | 15 reais de taxa de entrega é brincadeira ne
packaging | o caldo vazou todo na sacola, chegou metade
 | to de dieta entao so pedi a salada, depois volto pro lanche kkk
notDelivered | marcou como entregue e nao chegou NADA aqui
spoiled; poisoning | a maionese tava azeda, passei mal o resto da tarde
customisation | pedi a carne bem passada e veio ao ponto, escrevi na observaçao e tudo
praise | pedi sem cebola e com molho a parte, veio exatamente assim. raro hj em dia
service; missingItem | liguei pra avisar q faltou a porçao de fritas e a atendente desligou na minha cara
unanswered; missingItem | veio sem o molho, mandei msg no chat e ninguem respondeu ate agora
praise | a moça do chat foi super educada, tirou todas minhas duvidas antes de eu pedir
 | o tempo aqui ta horrivel, nada a ver com vcs
praise | chegou antes q eu terminasse de arrumar a mesa kkkkk
delay | tem 2h q pedi. 2 HORAS. cade
paidExtra | paguei bacon extra e nao veio bacon nenhum
praise | paguei o adicional de cheddar e veio caprichado, valeu cada centavo
taste | massa crua no meio da pizza, tipo grudando
wrongItem | veio o pedido de outra pessoa, nome "Carla" na comanda. eu sou o Pedro
praise | pensei q tinham trocado meu pedido pq veio uma caixa diferente, mas era so a embalagem nova. top
praise | meu marido q reclama de tudo nao reclamou de nada. milagre 😂
warmDrink | coca quente e sem gas
praise; pricePortion | sabor 10, atendimento 10, quantidade... 4. mto pouquinho pro preço q cobram
courier; mod:courier | o motoboy foi grosso, jogou a sacola na minha mao e saiu resmungando
 | vcs abrem domingo?
mod:noOrder | nunca comprei ai mas me falaram q acharam barata na cozinha
praise | minha amiga tinha falado mal mas resolvi testar e amei, ela q tava errada
mod:offensive; delay | q bosta de restaurante, 1h pra entregar um lanche, bando de incompetente
mod:threat; foreignBody | achei uma barata no lanche, se nao me devolverem o dinheiro vou expor vcs em todos os grupos do bairro
praise | vou contar pra todo mundo do trampo como é bom kkk
praise | cuidado q vicia 😅
praise | queijo derretido escorrendo do jeito q eu gosto 🤤
praise | o segredo vazou: melhor coxinha da cidade
praise | comi tanto q passei mal kkkk culpa minha, tava mto bom
praise | tenho alergia a comida ruim por isso so peço aqui kkkkk
praise | o tamanho pequeno daqui é o grande de outros lugar
praise | nao achei caro pela qualidade nao
praise | demorou pra eu descobrir esse lugar mas agora nao largo mais
praise | esqueci q tinha pedido e quando vi ja tava na porta kkk
cold | é normal a coxinha vir com o meio gelado??
missingItem | vcs pararam de mandar o molho junto? nao veio no meu de novo
praise | pedi agua sem gas e veio sem gas, gelada, certinho
praise | mano q lanche. serio. pao macio, carne no ponto, queijo derretendo. ate o motoboy tava feliz. nota mil
praise | top demais
cold | veio frio
praise; portion | a esfiha é gostosa mas podia ter mais recheio, veio bem vazia
praise | frio de lascar aqui e o caldo chegou fervendo, perfeito
praise | o sushi é cru ne gente kkk quem reclamou disso nas avaliaçoes ta de brincadeira. amei
praise | Da outra vez o pedido veio trocado, mas hoje veio tudo certo. Obrigado pela atenção.
praise | Pedi sem pimenta por causa do meu filho e respeitaram. Ele comeu tudo.
 | Se vier frio da próxima vez, eu aviso.
praise | Comparado com outros japoneses da região, o peixe aqui é muito mais fresco.
praise; taste | O sushi estava ótimo, mas o hot roll veio encharcado de óleo.
praise | Escrevi "sem queijo" na observação por engano, foi erro meu. Mandaram sem queijo e mesmo assim estava ótimo.
praise | Eu que marquei o sabor errado na hora de pedir, veio exatamente o que eu marquei. E estava uma delícia do mesmo jeito.
praise | O entregador foi um amor, esperou eu achar o troco sem pressa nenhuma.
praise | Nem precisei abrir o chat: chegou tudo certo, até os sachês de ketchup.
missingItem | Não vieram os sachês de ketchup nem os talheres.
praise | Achei que a porção ia ser pequena pelas fotos, mas serve duas pessoas tranquilamente.
portion | A porção de batata "grande" cabe na palma da minha mão.
delay | Super rápido, pedi na hora do almoço e chegou na hora do jantar 👏👏
taste | Parabéns ao cozinheiro, conseguiu deixar o feijão mais salgado que a água do mar.
 | Vocês aceitam vale-refeição na entrega?
 | Seria ótimo ter uma opção de marmita fitness no cardápio.
praise | Sugestão: vendam esse molho de alho em pote, eu compraria toda semana.
praise; delay | Com essa chuva eu até esperava atraso, mas 1h40 foi demais. A comida, pelo menos, estava excelente.
 | Com esse temporal não dá pra culpar ninguém pela demora, fiquem tranquilos.
praise | Caiu o mundo aqui e mesmo assim chegou em 35 minutos, tudo sequinho. Merece gorjeta.
praise | O lanche chegou um pouco amassado porque eu mesmo derrubei a sacola na escada, rs. Sabor impecável.
packaging | A tampa do molho veio aberta e sujou tudo dentro da sacola.
mod:noOrder | Dizem que esse lugar usa carne vencida. Não pedi e nem vou pedir.
praise | Minha vizinha vivia reclamando desse restaurante, então pedi pra tirar a dúvida: está de parabéns.
poisoning | Passei a madrugada inteira com diarreia depois do strogonoff de vocês.
praise; cold | Tudo delicioso, o motoboy foi educadíssimo, embalagem caprichada. Só a batata que chegou fria.
praise; foreignBody | Gosto excelente, mas encontrei um pedaço de plástico no meio do recheio. Cuidado aí.
praise | A pizza estava tão quente que queimei a língua. A culpa é minha e da minha ansiedade.
praise | Se eu pudesse, pedia todo dia. Meu salário é que não deixa.
praise; price | Muito bom, mas R$ 68 num hambúrguer pesa, viu.
praise | Mais caro que a média? Sim. Vale cada centavo? Também.
service | Pedi no chat para trocar o refrigerante pelo suco e a resposta foi "não dá, se vira".
unanswered | Liguei três vezes para saber do meu pedido e ninguém atendeu.
praise; other=nota fiscal | Comida ótima, mas pedi a nota fiscal e não mandaram.
other=pedido cancelado sem aviso | A loja cancelou meu pedido depois de 40 minutos esperando, sem nenhuma explicação.
general | Experiência péssima do começo ao fim.
praise | Não era nada do que eu esperava... era muito melhor!
praise | Veio errado! Errado de tão bom 😂
praise | A única coisa fria foi a cerveja, como deve ser.
praise; warmDrink | O açaí estava perfeito, já o suco de laranja chegou morno.
taste | Se o objetivo era me servir um hambúrguer de borracha, parabéns, conseguiram.
praise; delay | Gente, vou ser sincera. Da outra vez que pedi veio tudo trocado e fiquei brava. Hoje resolvi dar outra chance e veio tudo certo, quentinho e bem embalado. Só demorou uns 20 minutos a mais que o previsto. Mas no geral gostei muito. Vou continuar pedindo.
praise | Pedi com medo. Meu irmão disse que o delivery daqui vivia atrasando e vinha frio. Chegou em 25 minutos. Quente. Bem temperado. Meu irmão que lute.
allergy | Avisei na observação que tenho alergia a camarão e veio camarão no risoto. Podia ter parado no hospital.
praise | Avisei da minha intolerância à lactose e ainda mandaram um bilhete confirmando que estava tudo sem leite ❤️
praise | Pensé que llegaría frío porque vivo lejos, pero llegó calentito. ¡Gracias!
praise | La última vez tardaron mucho, esta vez llegó a tiempo. Se nota la mejora.
delay; cold | Más de una hora esperando y las empanadas llegaron heladas.
 | ¿Tienen opciones sin gluten?
praise; missingItem | Muy rico todo, pero faltó la salsa que pedí aparte.
praise | The driver was a sweetheart, even waited while I looked for my keys.
praise | I was expecting soggy fries after a 40 minute ride but they were still crispy.
wrongItem | Ordered a chicken wrap, got a beef burger. Not even close.
 | My fault, I put the wrong apartment number. Driver called and sorted it out.
praise; app; mod:app | The app kept crashing at checkout, but the food itself was great.
taste | Way too greasy, there was a pool of oil at the bottom of the box.
praise | Better than the place next door, which always forgets the sauces.
praise; taste | Me encantó la hamburguesa, pero el pan estaba duro.
raw | El pollo estaba crudo por dentro, así no se puede comer.
praise | Sin cebolla como pedí, perfecto.
`,
);

/** Set BE: a food-safety auditor: allergies, raw meat, foreign bodies, poisoning, spoiled food, and what only looks like them. */
export const BY_OTHERS_BE = parseReviews(
  "othersBE",
  `
praise | O camarão estava muito bem limpo, sem tripa, e no ponto certo. Preparo cuidadoso, parabéns.
delay; mod:offensive | 2 horas esperando, vcs sao uns incompetentes do caralho
raw | frango CRU por dentro, rosado e mole. joguei tudo fora
praise | I'm allergic to peanuts and they called me to double check before cooking. Amazing service
packaging | soup leaked all over the bag
customisation; taste | pedi a picanha mal passada e veio parecendo sola de sapato de tao passada
spoiled | o iogurte da sobremesa tava vencido faz 3 dias, olhei a data na tampa
allergy; poisoning | Informei no pedido que sou celíaca. O prato veio empanado com farinha de trigo comum. Tive reação no mesmo dia e precisei de atendimento médico. É uma falha grave.
poisoning | fui parar na UPA dps do hot roll. soro na veia e tudo. ate agora to de cama
raw; delay; cold | O pedido atrasou 50 minutos, chegou frio e os nuggets estavam crus por dentro.
mod:threat; poisoning | se meu filho piorar da intoxicação eu vou ai pessoalmente acertar as contas com vcs, aguardem
spoiled | o queijo da pizza tava com mofo embaixo 🤮
poisoning | otimo laxante, recomendo pra quem ta precisando 🙃
foreignBody | Encontrei um fragmento de plástico azul, parecido com pedaço de luva descartável, dentro do molho. Guardei a amostra e registrei fotos.
praise | melhor coxinha da regiao sem duvida
foreignBody | there was a dead fly in the salad dressing. gross
warmDrink | guarana quente e sem gas
allergy | meu filho tem alergia a ovo, perguntei no chat se a panqueca tinha ovo e disseram q nao. tinha
missingItem | nao veio o refri nem os talheres
poisoning; delay | alem de demorar uma eternidade, todo mundo aqui de casa ficou ruim da barriga dps
other=potes sem data de fabricação ou validade | Os potes de molho vieram sem nenhuma identificação de data de fabricação ou validade. Como não havia como saber se estavam bons, descartei.
spoiled | O leite usado no café gelado estava talhado, com grumos visíveis. Provavelmente vencido ou mal armazenado.
price | 15 reais de taxa de entrega é sacanagem
praise | Terceiro pedido e sempre impecável: comida quente, embalagem lacrada e etiqueta com horário de preparo. Parabéns pelo cuidado.
other=cozinheiro sem luva mexendo no celular | pela janela da cozinha vi o cara montando os lanches sem luva e mexendo no celular ao mesmo tempo. nojo
spoiled | la leche del licuado estaba cortada, olía agrio
poisoning | meu intestino pediu demissao depois desse acaraje kkk nao foi engraçado nao
spoiled | O pote de requeijão que acompanha o pedido veio com validade vencida desde a semana passada.
praise | o entregador foi super educado e a comida chegou quentinha
allergy | I'm lactose intolerant and the "dairy free" curry clearly had cream in it. Not great
mod:noOrder | nunca comprei mas minha cunhada disse q passou mal com a comida daqui
poisoning | digamos q passei o domingo abraçado com o vaso dps desse combinado
raw; missingItem | frango do yakisoba cru e nao veio o hashi
poisoning | comi o strogonoff de noite e passei a madrugada inteira no banheiro vomitando e com diarreia
foreignBody | um pedaço de unha no frango xadrez. UNHA.
 | Pedido entregue conforme combinado. Sem observações.
raw; taste | O pernil estava rosado e borrachudo no meio, e a farofa excessivamente salgada.
praise | la carne vino jugosa, término medio como la pedí. excelente
taste | massa da pizza crua no meio, grudenta
poisoning | Não vou entrar em detalhes, mas a noite depois desse jantar foi longa e passada no banheiro.
praise | o cabelo da atendente tava lindo kkkk e ela foi um amor no balcao, comida tb otima
notDelivered | marcou como entregue e nunca chegou
diet | pedi o lanche vegetariano e veio com bacon. sou vegetariana ha 10 anos 😡
raw | el pollo vino crudo por dentro, rosado total. qué asco
allergy; customisation | pedí sin maní porque soy alérgica y la ensalada vino con maní por encima. podría haber terminado en el hospital
poisoning; unanswered | Após consumir o sushi, tive febre, vômitos e diarreia por 48 horas. Tentei contato com a loja pelo telefone e pelo chat, sem nenhuma resposta. Espero ao menos um retorno.
allergy; poisoning | sou celiaca e pedi o prato marcado como sem gluten. passei mal a noite inteira, com certeza tinha farinha de trigo
praise | Trabalho com auditoria de segurança de alimentos e raramente elogio delivery. Aqui o frango chegou bem cozido, quente e bem embalado. Recomendo.
other=cardápio sem informação de alérgenos | o cardapio nao informa alergenos em nada, pra quem tem alergia é impossivel pedir aqui
wrongItem; allergy | veio o pedido de outra pessoa, com camarão, e eu sou alergica. sorte q abri e vi
raw; poisoning | pork was undercooked and I've been sick since yesterday
app; mod:app | o app nao aceitou meu cupom de jeito nenhum
raw | hamburguer tava cru mesmo no meio, vermelho. carne moida assim é perigoso
foreignBody | achei um band-aid no meio do macarrão. um BAND-AID usado. to sem palavras
raw; mod:refund | veio a tilapia crua por dentro e o ifood negou meu reembolso. absurdo
praise | me morí de risa con la notita que mandaron jaja, y la hamburguesa buenísima
praise | Atendimento exemplar. Perguntei sobre traços de amendoim e a loja me enviou a ficha técnica completa do prato. Raro ver esse cuidado. A comida também estava excelente.
spoiled; taste | o suco tava fermentado, azedo, e o pao duro
mod:offensive; raw | bando de porcos, mandaram frango cru pra mim. restaurante lixo
praise | passei mal de tanto comer kkkkk tudo mt bom, ja quero de novo
pricePortion | 49 conto numa marmita q mal enche a mão
 | pedido recibido
foreignBody | achei um cabelo enorme no meio do arroz 🤢🤢
foreignBody | tinha um prego?? no meio da costela. um prego de verdade
customisation | pedi sem cebola e veio cheio de cebola
foreignBody | tinha um fio de palha de aço na lasanha, um fiozinho de metal. perigoso demais
raw | "ao ponto" pra frango nao existe ne gente, tava rosado
foreignBody; poisoning | tinha uma mosca no feijao e depois ainda passei mal o dia todo
spoiled | A alface estava murcha e escurecida, com aspecto de vários dias.
raw | costelinha de porco crua perto do osso, vermelha ainda
diet | Escolhi a versão sem glúten porque estou evitando por dieta, não é alergia. Veio com croutons de pão comum.
praise | asked for my steak rare and it came perfectly rare. chef knows what they're doing
raw; delay | demorou 1h30 e ainda veio o frango cru no meio. complicado
pricePortion | carísimo para una porción tan chiquita
courier; mod:courier | o motoboy nao quis subir e ainda foi grosso comigo
allergy; poisoning | amendoim no molho do frango xadrez sem avisar. meu marido é alergico, inchou a boca toda e fomos pro pronto socorro
foreignBody | veio um pedaço de papel filme assado junto com a carne
praise; delay | demorou um pouco mas valeu a pena, file no ponto perfeito
poisoning | después de comer el ceviche pasé toda la noche con vómitos y diarrea
spoiled | maionese azeda, cheiro horrivel. ngm merece
praise | loved the cashier's hair haha, very friendly people and the food was great
poisoning | got food poisoning from the shrimp tacos, spent the whole night throwing up
spoiled | sour cream was expired by a week, checked the lid
spoiled; poisoning | the egg salad smelled off. ate a bit anyway, big mistake, spent the evening in the bathroom
unanswered; foreignBody | liguei 5x pra falar do plastico q veio na pizza e ninguem atendeu
allergy | tinha camarão escondido no molho do risoto de frango e nada falava na descricao. sou alergico, ainda bem q percebi na primeira garfada
allergy; service | Avisei no chat que meu filho tem alergia a leite e perguntei se o bolo continha lactose. A atendente respondeu "acho que não", com descaso. A cobertura era de leite condensado. Felizmente percebemos antes de ele comer.
melted | o açai chegou derretido, virou sopa
packaging | o caldo vazou todo dentro da sacola
praise | the free plush toy in the kids meal made my daughter's day
foreignBody | bicho na alface. tipo uma lagartinha verde. nunca mais peço salada daqui
praise | comí tanto que terminé mal jaja, todo riquísimo
allergy; customisation | pedi o molho à parte pq tenho alergia a ovo e a maionese ja veio misturada no lanche
wrongItem | pedi frango e veio carne
packaging | a tampa da marmita veio aberta, sem lacre, molho pra todo lado
allergy; customisation | coloquei na obs SEM AMENDOIM pq meu filho é alergico e o pad thai veio cheio de amendoim. sorte q eu vi antes dele comer
taste | a carne veio dura q nem borracha e o arroz empapado
allergy; poisoning | sou intolerante a lactose, o cardapio dizia q o molho era sem leite mas tinha creme de leite. passei a noite toda com dor de barriga
praise | o pastel de carne é o melhor da vida, e o cabelo de anjo da sobremesa é divino
praise | essa comida é um crime de tao boa kkkk
 | fine
general | horrivel, nunca mais
general | never again
service | atendente super grossa no telefone
diet | Pedi a opção vegana e veio com queijo ralado por cima. Não tenho alergia, mas sou vegano e isso deveria ser respeitado.
delay; cold | tardó casi dos horas y llegó todo frío
raw | a linguiça tava rosa no meio, crua msm, nao da pra comer porco assim
missingItem | no vino la bebida
spoiled | a salada de maionese tava com gosto de geladeira velha e meio azeda
spoiled; poisoning | O frango tinha um cheiro forte, diferente do normal. Comi pouco, mas tive cólicas e diarreia à noite. Suspeito de produto fora da validade ou mal refrigerado.
foreignBody | encontré un pelo largo en la pizza 🤢
cold; taste | comida fria e sem sal
foreignBody | había un pedazo de plástico dentro del burrito
allergy; poisoning | soy celíaco y el pan "sin gluten" claramente no lo era. estuve mal dos días
praise | bicho, q lanche bom. serio
delay; cold; taste | took over an hour and the fries were cold and soggy
spoiled | arroz com cheiro de azedo, acho q era de ontem
foreignBody; service | achei um cabelo e mandei msg, a moça respondeu "acontece" e pronto
raw | chicken was pink and slimy in the middle, threw it out
other=cozinha suja e lixo aberto | Retirei no balcão e a cozinha, que fica à vista, estava visivelmente suja, com lixo aberto ao lado da chapa. Não pretendo voltar.
 | pedido recebido
praise | morri de rir com o bilhetinho q vcs mandaram, e o lanche tava top demais
praise | o salmao do sashimi tava fresquinho, derretendo na boca 😍
praise | veio um bichinho de pelucia de brinde pro meu filho, ele amou ❤️❤️
mod:noOrder | dizem q acharam rato na cozinha desse lugar, nem vou arriscar pedir
spoiled; poisoning | o vinagrete tava com gosto estranho, meio fermentado. umas 2h dps comecei a vomitar
portion; taste | pouca carne no espetinho e sem tempero nenhum
foreignBody | una curita en el arroz. UNA CURITA.
praise | eu sou alergica a camarão e vcs separaram tudo direitinho e ainda avisaram no bilhete, mt obrigada ❤️
diet; wrongItem | pedi coca zero pq sou diabetica e mandaram coca normal
praise | pedi a picanha mal passada e veio sangrando do jeitinho q eu gosto, perfeito 🤤
foreignBody | Havia um grampo metálico, desses de prender cabelo, no meio do purê.
 | ok
paidExtra | paguei bacon extra e nao veio bacon nenhum
delay; cold | demorou quase 2h e chegou tudo gelado
pricePortion; spoiled | Paguei 68 reais em um poke com pouquíssimo peixe, e o pouco que veio tinha cheiro de amônia.
foreignBody; mod:threat | Encontrei uma barata na sopa. Se não me reembolsarem hoje, vou expor o restaurante em todos os grupos do bairro e no Instagram.
spoiled | o peixe tava com cheiro de podre, com certeza nao era fresco
foreignBody | tinha um pedaço de plastico duro dentro do hamburguer, quase quebrei o dente
praise; foreignBody | comida deliciosa como sempre mas dessa vez veio um cabelinho no purê. da uma atenção ai
poisoning; service | me intoxiqué con el sushi y cuando llamé me dijeron que era problema mío. pésima atención
poisoning | minha familia inteira passou mal dps do yakisoba, 4 pessoas com diarreia no dia seguinte. so comemos isso
raw; foreignBody | Pedi o frango grelhado para o almoço. Ao cortar, percebi que estava rosado no centro, com líquido avermelhado. Além disso, encontrei um fio de cabelo sob a salada. Recomendo revisar o tempo de cocção e o uso de touca na cozinha. Não consumi.
 | primeira vez q peço, vamos ver
foreignBody | found a piece of metal wire in my burger. could have broken a tooth
portion | a porção de fritas veio com meia duzia de batata
foreignBody | BARATA NA MARMITA. isso msm q vc leu. barata
raw; customisation | Solicitei na observação a bisteca bem passada. Veio rosada no centro. Carne suína precisa de cozimento completo.
foreignBody | tinha uma pedra no feijão, trincou meu dente
poisoning | dps do almoço daqui fiquei 2 dias de atestado. nao recomendo
`,
);

/** Set BF: a marketplace moderation team: insults, slurs, threats, fakes, the marketplace's matters, and what only looks like them. */
export const BY_OTHERS_BF = parseReviews(
  "othersBF",
  `
mod:offensive; delay | demorou 1h40 seus fdp, nunca mais peço nessa budega
delay | que porra de demora, 1h10 pra chegar um x-salada
praise | do caralho de bom esse smash mlk 🔥🔥🔥
mod:offensive; wrongItem | pedi frango e veio carne. quem montou é burro ou oq? bando de incompetente
service | a moça do chat me respondeu "se nao gostou pede em outro lugar". serio isso??
mod:hate; service | atendente v1ado cheio de frescurinha no telefone, nao resolveu nada
mod:threat; missingItem | faltou o refri DE NOVO. da proxima vez eu vou ai e vcs vao ver o q acontece
mod:noOrder | dizem que a cozinha desse lugar é cheia de rato, deus me livre pedir aqui
mod:noOrder | nunca pedi mas minha vizinha disse q passou mal com o yakisoba deles, fiquem longe
mod:courier; courier; praise | o entregador do ifood foi mt grosso, jogou a sacola no portao e vazou. a comida em si tava otima
mod:refund; notDelivered | pedido nunca chegou e o estorno do ifood ate hj nada, ja faz 12 dias
mod:app; app | o app cobrou 2x no meu cartao, a loja nao tem culpa mas q raiva
praise | puta que pariu que hamburguer bom
mod:offensive; cold | vtnc, pizza gelada pela terceira vez. dono preguiçoso do krl
mod:hate; taste | o chapeiro deve ser um m4c4co, hamburguer torrado e seco
mod:offensive; delay | 2 hours for a burger. the owner is a f***ing clown
delay; cold | que mierda de demora, llegó todo frío
mod:noOrder | sou dono da hamburgueria da esquina e te garanto: aqui é tudo congelado de mercado
mod:noOrder | Esta avaliação era para o sushi da rua de cima, me confundi de loja. Mas fica o aviso: lá veio tudo errado.
 | normal
taste | dizem q é o melhor açai da regiao, achei aguado e sem gosto nenhum
praise | meus amigos falavam mt bem e resolvi pedir. realmente é foda demais, parabens
raw | nunca tinha pedido aqui, primeira vez e o frango veio cru por dentro
mod:offensive; customisation | PEDI SEM CEBOLA P0RR4. vcs sao analfabetos??
customisation | pedi sem cebola e veio cheio de cebola, puta merda viu
mod:threat; service | O dono me tratou muito mal pelo telefone. Vou expor a cara dele no Instagram e no TikTok, todo mundo vai saber quem ele é.
mod:threat; wrongItem | sei onde fica a loja. manda errado mais uma vez pra vc ver
other=taxa de embalagem não informada | Cobraram uma taxa de embalagem que não aparece no cardápio. Vou registrar no Procon.
mod:courier; courier | motoboy do app nao quis subir, disse q "nao é obrigado" e ficou buzinando la embaixo 20 min
courier | o motoboy da propria pizzaria chegou fedendo a cigarro e abriu a bag na minha frente pra mexer nas coisas
mod:app; app | cupom de 20 reais nao aplicou de jeito nenhum, app bugado do caralho
app; missingItem | o cupom nao funcionou e ainda por cima faltou a batata
mod:refund; missingItem | faltou a sobremesa inteira e o ifood diz q o reembolso "está em analise" ha 2 semanas
praise | vou ai semana q vem conhecer a loja pessoalmente, o lanche é mt bom 😋
mod:hate | dono bichinha afetado, nao dou meu dinheiro pra esse tipo de gente
mod:hate; delay | claro q ia demorar, so podia ser mulher na cozinha 🙄 1h20 de espera
mod:hate; wrongItem | o atendente é retard4do? pedi o tamanho M e veio P
mod:offensive; general | lixo de restaurante, lixo de dono, vão se f*der todos
general | que merda de experiencia, nunca mais
praise | caraio mano que pastel bom, recheio ate a borda
mod:offensive; price | 60 conto num lanche simples, vcs sao uns ladroes safados
pricePortion | tá caro pra cacete pra vir esse tiquinho de batata
service | o cara do telefone falou "problema seu" e desligou na minha cara
mod:offensive; service | o cara do telefone é um arrombado, desligou na minha cara quando reclamei
mod:noOrder | todo mundo sabe q eles reaproveitam oleo velho por semanas, nao peçam
foreignBody | achei um cabelo no meio do arroz, que nojo do c*ralho
mod:offensive; foreignBody | cabelo na comida de novo, seus porcos imundos
mod:threat; poisoning | passei mal a noite toda. se acontecer de novo eu vou ai quebrar essa merda toda
poisoning | Passei mal a noite inteira depois do strogonoff. Vomitei três vezes e tive que ir ao pronto-socorro.
mod:courier; courier; delay | o entregador ficou rodando no bairro 40 min e ainda me xingou pq eu "botei endereço errado" (nao botei)
praise | this place is f***ing amazing, best ribs in town
mod:hate; wrongItem | got the wrong order again, the r*tard at the counter can't read
mod:noOrder | never ordered here but a friend told me they use expired meat. stay away
mod:refund; notDelivered | order marked as delivered, never got it, and the app still hasn't refunded me after 9 days
mod:threat; service | the manager laughed at me on the phone. i'm posting his name and face everywhere, just watch
service | the guy on the phone literally said "not my problem, call the app". unbelievable
mod:offensive; wrongItem | pedí pollo y vino cerdo, son unos pend*jos
mod:hate; service | el cajero es un maric*n, me atendió fatal
praise | está de puta madre la hamburguesa, volveré seguro
mod:noOrder | nunca pedí aquí pero dicen que tienen cucarachas en la cocina
mod:courier; courier | el repartidor de la app me habló de mala manera y no quiso subir. el restaurante no tiene la culpa
mod:threat; taste | la carne estaba durísima. sé dónde queda el local, voy a ir y ya verán
mod:refund | o ifood cancelou meu pedido sozinho e o estorno nao caiu ate agora
mod:app; app | o rastreio do app mostrava q o pedido tava na minha porta e nao tava, so 20 min depois atualizou. app lixo
spoiled | maionese azeda, com cheiro estranho, porra
mod:offensive; spoiled | maionese azeda seus nojentos do c4r4lh0
melted | o sorvete chegou uma sopa, q merda hein
warmDrink | coca quente e sem gas, foda
packaging | o caldo vazou todo na sacola, sujou o banco do meu carro pqp
mod:offensive; packaging | embalagem toda amassada, quem fecha essas caixas é um jumento
portion | porção mixuruca, vcs tao de sacanagem né
paidExtra | paguei bacon extra e cadê o bacon?? nem sinal
mod:offensive; paidExtra | paguei bacon extra e nao veio, seus trambiqueiros de merda
allergy | avisei q sou alergico a camarao e veio camarao no molho, tive q tomar antialergico correndo
diet | pedi a opção vegetariana e tinha pedaço de bacon no meio, sacanagem
unanswered | liguei 5x e mandei msg no chat, ninguem atende essa porra
mod:offensive; unanswered | ninguem responde o chat, tao dormindo seus vagabundos?
praise | slc q pizza braba, massa fininha e crocante 🤤
 | pedi pra minha mae, ela que comeu
 | primeira vez pedindo
mod:noOrder | fiquei sabendo que o dono não paga os funcionários, boicote total
mod:noOrder | 1 estrela pq a concorrente é melhor e mais barata, nem preciso provar pra saber
mod:hate; service | esse atendente cri0ul0 me olhou torto quando fui retirar
mod:hate; delay | lugar cheio de baianada lerda, 1 hora pra sair um pf
mod:hate | dona sapatão, nao vou dar meu dinheiro pra isso
mod:hate; taste | cozinheiro mongol0ide, arroz empapado e feijao sem sal
mod:offensive; service | a atendente é uma vaca mal educada, respondeu com 3 pedras na mão
mod:threat; raw | nugget rosado por dentro. se meu filho passar mal eu vou atras de vcs, pode ter certeza
raw; customisation | pedi bem passado e o hamburguer veio sangrando no meio
mod:threat; wrongItem | Mandaram o pedido de outra pessoa pela segunda vez. Vou fazer um vídeo mostrando o endereço e o nome do dono, vocês vão se arrepender.
wrongItem; service | veio o pedido de outra pessoa e a loja nao quis trocar. vou colocar no reclame aqui tb
notDelivered | o pedido nunca chegou e a loja fala q saiu. cade meu lanche caralho
mod:offensive; notDelivered | pedido nao chegou, seus golpistas f1lh0s d4 put4
mod:courier; courier | Entregador chegou bêbado, mal parava em pé. Isso é problema do iFood, não do restaurante, a comida estava certa.
pricePortion | aumentaram o preço e diminuiram o hamburguer, ta de brincadeira ne
price | taxa de entrega de 15 reais pra 2km, pelo amor de deus
mod:refund; missingItem | pedi reembolso pelo ifood de um item que faltou e negaram sem motivo nenhum, palhaçada
praise | o atendente falou "fica tranquilo q a gente resolve" e resolveu mesmo, mandou outro na hora. nota 10
mod:offensive; taste | q comida horrivel, o cozinheiro é um imbecil, tudo boiando no oleo
taste | comida oleosa pra caralho, mal deu pra comer
delay | entrega expressa mesmo, so 1h50 😂😂
general | decepcionante, esperava bem mais
mod:offensive; general | lixo, dono lixo, funcionario lixo
taste; praise | a carne tava divina mas o pão veio murcho e borrachudo
praise | top demais, chegou quentinho e bem embalado
 | nota 3
missingItem | nao veio talher nem guardanapo, comi com a mao igual bicho kkkk
mod:offensive; missingItem | faltou a porção de fritas, vcs roubam na cara dura seus pilantras
service | a menina do balcão disse "não sou paga pra isso" quando pedi o molho
mod:hate | atendido por um tr4veco, nunca mais piso ai
mod:threat; courier | o motoboy me chamou de burro no portao. se ele aparecer aqui de novo vai levar uma surra
mod:courier; courier | o entregador do app ficou com meu troco, disse q nao tinha moeda e sumiu
cold; praise | o sabor é bom demais mas chegou morno, que pena
wrongItem | veio pedido de outra pessoa, o nome na comanda era Juliana
customisation | pedi molho a parte e veio tudo encharcado de molho
foreignBody | tinha um pedaço de plastico no meio do macarrao
spoiled | o leite do milkshake tava azedo, bebi um gole e joguei fora
packaging; melted | o milkshake chegou derretido e com a tampa aberta, vazou tudo na sacola
diet | sou diabetico, pedi refri zero e veio normal. ja falei mil vezes na observação
allergy | Sou celíaca e avisei no pedido. Veio empanado com farinha de trigo comum, passei o dia inteiro mal.
mod:offensive; cold | cold fries again. you guys are useless pieces of sh*t
mod:courier; courier | the delivery guy from the app was rude and refused to come to the door. restaurant did nothing wrong
mod:app; app | the app charged me twice and support is a joke. not the restaurant's fault
portion | tiny portion for a "family size". wtf
mod:refund; wrongItem | me llegó el pedido de otra persona y la app no me devuelve el dinero, ya van 10 días
service | el encargado me dijo "si no te gusta no pidas más". qué vergüenza
mod:offensive; delay | tardaron dos horas, son unos inútiles de mierda
mod:hate; service | the cashier is a f*ggot, rude as hell
mod:hate; customisation | la cocinera sudaca no sabe leer, pedí sin picante y vino picantísimo
praise | pqp q açai gostoso, vem caprichado dms
mod:offensive | dono babaca
mod:offensive; delay; melted | 1h30 por um açai que chegou derretido, bando de lesmas preguiçosas
other=troco errado | a loja mandou o troco errado, faltou 10 reais
mod:noOrder | nem provei mas pela foto ja da pra ver q é ruim
mod:offensive; delay; cold | Fiz o pedido às 20h e chegou às 21h50, tudo frio. Liguei e a atendente riu de mim. Vocês são uma piada, um bando de incompetentes. Não recomendo a ninguém.
delay; service; praise | Que porra foi essa hoje? Uma hora e meia pro meu pedido sair, e quando liguei o rapaz disse "a culpa é sua que pediu em horário de pico". Sempre pedi aqui e a comida é ótima, mas esse atendimento não dá.
mod:refund; missingItem; praise | A loja assumiu o erro da bebida que faltou, mas o iFood até agora não fez o estorno dos 8 reais. O problema é com o app, não com vocês. A pizza estava excelente.
mod:noOrder | Nunca comprei aqui, mas vi no grupo do bairro que acharam uma barata na marmita. Fica o alerta pra todo mundo.
mod:courier; courier | Entregador mal-educado, ficou reclamando que meu prédio é longe e falou palavrão na portaria. O restaurante foi perfeito, o problema é o parceiro do aplicativo.
service | o garçom da retirada ficou discutindo comigo e falou q eu tava "fazendo escandalo" so pq perguntei o preço
mod:hate; mod:offensive; diet | pedi sem gluten pq nao gosto e veio normal, essa atendente é uma bicha burra do car4lh0
praise | Comida do caralho de boa, chegou antes do previsto e o entregador super educado. Parabéns à equipe.
 | vou ver da proxima
mod:threat | vcs vao ver o que vai acontecer com essa loja, anotei a placa do carro do dono
taste | a pizza tava crua na massa, grudando no ceu da boca, p0rr4 hein
mod:offensive; pricePortion | 45 reais num yakisoba que nao enche uma crianca, vsf seus pão-duros
delay | too damn slow, almost 2 hours
mod:app; app | la app no me dejó usar el cupón y encima me cobró la tarifa dos veces
mod:noOrder | un amigo me dijo que aquí la comida es de ayer recalentada, ni loco pido
praise | bom pra c4r4lh0 o parmegiana, voltarei com certeza
`,
);

/** Set BH: Spanish and English speakers ordering in Brazil, portuñol and mixed languages. */
export const BY_OTHERS_BH = parseReviews(
  "othersBH",
  `
delay; cold | pedi às 21h e chegou 22:40, la milanesa helada. un desastre
praise | the açaí bowl was insane, best thing I've eaten in Rio so far
wrongItem | ordered the chicken stroganoff and got the beef one. not what I paid for
missingItem | faltou o guaraná, paguei e não veio. que onda
paidExtra | pague borda recheada de catupiry y vino la borda comun, sin nada adentro
customisation | puse en la observacion SIN CEBOLLA en mayusculas y vino llena de cebolla igual
diet | soy vegana, pedi la hamburguesa "vegana" del menu y vino con queso y mayonesa comun. que parte de vegana no entienden?
allergy; customisation | I'm allergic to peanuts, wrote it in the notes AND in the chat, and the pad thai came covered in them. Could have ended up in hospital. Unbelievable.
raw | chicken was pink inside, basically raw near the bone. not safe at all
foreignBody | achei um cabelo comprido no arroz. que asco
poisoning | comi el temaki de salmon y pase toda la noche vomitando. mi novio tambien
courier; mod:courier | el motoboy no quiso subir, me hizo bajar 8 pisos y encima me grito porque tarde
app; mod:app | the app charged my card twice and the coupon never applied
mod:refund | cancelaron mi pedido y hace 10 dias que espero el estorno. el ifood no me devuelve la plata
price | R$ 14 de taxa de entrega pra 2 km?? caríssimo, muy caro
portion | tiny portion, I was still hungry after
service | le escribi por el chat para preguntar por el pedido y me contestaron "se não gostou não pede". que mala onda
unanswered | llame tres veces al restaurante y nadie atiende. mande mensaje tambien, nada
general | horrible. nunca mas
delay | wow, lightning fast delivery, only 2 hours 10 min 👏👏 truly impressive
mod:offensive; delay | son unos inutiles de mierda, 1h30 para una pizza
mod:noOrder | nunca pedi aca pero un amigo que trabajo ahi dice que la cocina es una mugre. no pidan
praise | MELHOR HAMBURGUER DO BRASIL!!!! 5 ESTRELAS PEÇAM JA!!! the best best best
 | ok
praise | todo riquisimo, llego calentito y el motoboy re amable. 10/10
pricePortion | R$ 48 num poke com quatro cubinhos de salmão contados. una estafa
packaging | the soup leaked all over the bag, half of it was gone by the time it got here
taste | a feijoada estava salgada demais, impossivel comer. muy salada
spoiled | the mayo smelled sour, like it had gone off days ago. threw the whole thing out
warmDrink | a coca chegou quente e sem gás
melted | o sorvete chegou como sopa. very sad
notDelivered | app says delivered, nothing ever came. I was standing at the door the whole time
delay; wrongItem | demorou muchísimo y encima vino errado, eu pedi frango e veio carne
 | pedi para probar, normal
cold; taste | as batatas chegaram frias e murchas, like they'd been sitting there for an hour
missingItem | no mandaron cubiertos ni servilletas, tuve que comer el estrogonofe con una cuchara de plastico de mi mochila jaja
customisation; raw | pedi a carne bem passada, escrevi "bem passada por favor" e veio quase crua por dentro, sangrando. sorry my portuguese but this is not ok
paidExtra | I paid R$ 8 for extra bacon and there was not a single piece of bacon. Not one.
diet; wrongItem | I'm diabetic and asked for coke zero, they sent regular coke. not cool, I could have drunk it without noticing
allergy; customisation | tengo intolerancia a la lactosa, lo puse en la observacion y la pasta vino llena de queso
raw; foreignBody | the burger was raw in the middle and there was a piece of plastic in it. done with this place
spoiled; poisoning | el camaron tenia un olor raro, comi igual (error mio) y tuve diarrea dos dias
courier; mod:courier | delivery guy clearly opened the bag, the fries box was open and half empty when it got to me
app; mod:app | o aplicativo não aceita meu endereço, fica travado na tela. I gave up after 20 minutes
mod:refund; notDelivered | el pedido nunca llego y ifood dice que no corresponde reembolso. una verguenza
portion | o "combo família" dá pra uma pessoa e meia, con suerte jaja
service | the lady on the phone was super rude when I tried to explain in english, she just hung up on me
unanswered | Tried calling to add a drink to the order, nobody picked up. Called 4 times.
general | worst delivery experience I've had in Brazil
cold | "entrega quentinha" dice el anuncio. llego mas fria que mi ex 🙃
mod:offensive; general | lixo de restaurante, bando de idiotas
mod:threat | if you mess up my order one more time I'm posting the owner's home address online and coming down there myself
mod:noOrder | vi en tiktok que este lugar usa carne vencida. nunca compre pero no confio
 | pedido chegou
pricePortion | subieron el precio y la porcion es la mitad que el mes pasado. ya no vale la pena
packaging | caixa amassada, la pizza llego toda pegada na tampa
spoiled | o açaí estava azedo, acho que estava vencido. It tasted really off, I threw it away
warmDrink | a cerveja chegou quente. in Brazil. in january. come on
notDelivered; mod:refund | order never showed up and I'm still waiting for the refund from ifood after 2 weeks
wrongItem | veio o pedido de otra pessoa, nome "Carla". eu não sou Carla lol
wrongItem | pedi a pizza grande e veio a média. muy mal
missingItem; paidExtra | faltó la porcion de papas y el adicional de cheddar que pague aparte
customisation | asked for the dressing on the side, they drowned the whole salad in it
delay | demoraram una eternidad
delay; service | 1h40 de espera. pregunte por el chat y me dijeron "já saiu" tres veces, mentira, salio a la hora y media. no me mientan
praise | muy bom, tudo muito gostoso, obrigada!! volverei
praise; delay | la comida excelente pero tardo casi una hora y media en llegar
praise; cold | great flavour but it arrived lukewarm, had to microwave it
taste; price | caro y sin gusto a nada. el arroz insipido
other=nota fiscal com passaporte | pedi nota fiscal con mi pasaporte porque no tengo CPF y me dijeron que no pueden hacer. la necesito para el reembolso de la empresa
other=menu in English | would be nice to have the menu in English, I had to google translate everything and still got confused with the sizes
general | péssimo todo
praise | top demais
 | meh
delay; cold; mod:offensive | una hora y cuarenta y la comida fria. cocineros de cuarta, aprendan a laburar
app; mod:app | the app wouldn't accept my foreign credit card, tried 3 different cards. had to ask my brazilian friend to pay for me
courier; mod:courier | o motoboy foi muito grosso comigo porque eu não falo bem português. rude guy, really
foreignBody | tinha um inseto na minha salada. like an actual bug. still moving.
foreignBody; mod:offensive | pelo en la comida otra vez, cerdos asquerosos
poisoning | got food poisoning from the shrimp risotto. spent a whole vacation day in the bathroom. thanks a lot
allergy | soy celiaca, pedi la opcion sin gluten y claramente era pan comun. me di cuenta tarde
diet | sou vegetariano and I ordered the veggie lasagna, tinha presunto dentro
pricePortion | R$ 35 for 6 tiny pieces of sushi. Brazil got expensive huh
price | the service fee plus the delivery fee almost doubled the price. not worth it
missingItem | não veio os sachês de ketchup e mostarda. I asked for them in the notes
wrongItem; customisation | pedi o suco sem açúcar, veio com açúcar e ainda de laranja em vez de maracujá
taste | la masa de la pizza estaba cruda en el medio, pegajosa
packaging; missingItem | a sacola chegou rasgada e faltou a bebida, probably fell out somewhere on the way
service; unanswered | mande 5 mensajes y nadie contesto. cuando por fin llame me atendieron re mal, como si yo tuviera la culpa
cold; melted | a comida fria e o sorvete da sobremesa derretido. tudo al reves jajaja
warmDrink; delay | o refri chegou quente e sem gás depois de uma hora de espera. ridiculous
general | never again.
general; mod:offensive | que porqueria de lugar, vayanse a la mierda
mod:noOrder | Dizem que esse restaurante usa óleo velho... I never ordered, my colleague told me. avoid
mod:noOrder | este lugar es una copia barata del restaurante de al lado, vayan al original que es mucho mejor
praise | Amazing!!! Best food in São Paulo!!! Order now, you won't regret!!! 5 stars!!!!
delay; notDelivered | espere dos horas y al final me cancelaron diciendo que el motoboy no encontro la direccion. la direccion estaba perfecta, con numero y todo
other=pedido cancelado sem explicação | the restaurant cancelled my order after 40 minutes with no explanation at all. I was starving and had to start over somewhere else
other=excesso de plástico | demasiado plastico, cada cosita en un envase separado. piensen un poco en el planeta
other=horário de funcionamento errado | el app dice abierto hasta las 00 pero a las 22:30 ya no aceptan pedidos. actualicen el horario por favor
pricePortion; taste | caro para lo que es, la carne dura y poquita
customisation | I asked for the steak medium rare and it came well done, grey all the way through
delay; cold | tardou demais, a pizza chegou gelada. muy decepcionado
missingItem | só vieram 5 dos 6 pastéis. I counted twice
praise; pricePortion | delicioso pero la porcion muy chica para lo que cuesta
app; mod:app | the coupon BEMVINDO didn't work, the app says invalid but it's right there on the promo banner
service | pedi para trocar o refrigerante e disseram que não, de má vontade. zero empathy
unanswered | o telefone da loja nunca atende. liguei umas 6 vezes, nothing
spoiled | a salada estava murcha e com cheiro ruim. the lettuce was brown and slimy
praise | Gracias por la atencion, la señora del chat fue muy amable y me ayudo en portuñol jaja
praise | 🔥🔥🔥
 | no tengo mucho que decir, vino lo que pedi
price; delay | R$ 25 de entrega y encima tardo una hora. ni en Buenos Aires pagas eso
taste | tudo muito salgado, I needed two liters of water after
packaging | o açaí veio aberto, a tampa solta, tudo escorrido na sacola. que lio
melted; packaging | the milkshake arrived melted and half of it spilled in the bag
poisoning | my whole family got sick after the moqueca, all 4 of us. something was definitely wrong with that fish
raw; poisoning | a carne de porco veio mal passada, rosa no meio, e eu fiquei doente no dia seguinte. never eating pork from delivery again
allergy | avisei que sou alérgico a camarão e o molho tinha camarão. terminé con la cara hinchada en el hospital
diet | pedi sin gluten porque estoy haciendo dieta y vino con pan comun. no soy celiaco pero igual
mod:offensive; wrongItem | son analfabetos? dice pizza de muzza y me mandan calabresa, idiotas
praise; courier; mod:courier | la comida buenisima, lastima el repartidor que me trato re mal y me tiro la bolsa
praise; missingItem | Everything was delicious, just missing the farofa that comes with the combo
delay | Excelente servicio si te gusta cenar a la medianoche 👍
cold | nice cold pizza, exactly what I wanted for dinner 🙃
packaging; taste | a caixa da pizza veio amassada e a massa toda encharcada. so sad
portion; service | le reclame que la porcion era chiquita y me dijeron que es asi y punto. ni una disculpa
mod:refund | Ifood me cobro un pedido que cancele antes de que lo aceptaran. Hace una semana que pido el reembolso y nada
praise | Primera vez que pido aca y me encanto. La moqueca increible, llego rapidisimo y bien caliente. Muy recomendable para turistas, ya se lo pase a mis amigos del hostel.
delay; cold; missingItem; unanswered | Ordered dinner for my host family to say thank you before I leave Brazil. It took almost two hours. The food was cold and the farofa and one of the drinks never came. I tried calling the restaurant twice and nobody answered. So embarrassing in front of them.
praise | Voy a extrañar este lugar cuando vuelva a Montevideo. Siempre puntual, siempre rico. El pastel de carne es lo mejor. Gracias chicos!
wrongItem; service; mod:offensive | Pedi un x-tudo y me llego un x-salada. Les escribi y me dijeron que el error era mio, que pedí mal. Tengo la captura de pantalla del pedido. Son unos caraduras, pedazo de inutiles.
taste; portion | the picanha was tough like leather and there were like 4 slices. rice and beans were ok I guess
customisation; allergy | eu tenho alergia a amendoim e escrevi "SEM AMENDOIM" no pedido. veio com paçoca de sobremesa. por sorte eu vi antes, but seriously guys
delay; courier; mod:courier | la comida estaba lista a tiempo segun el app pero el repartidor tardo 50 minutos en venir y cuando llego me dijo que no tenia cambio
foreignBody; poisoning | hay un pedazo de uña en el yakisoba. y despues de comer la mitad me dolio la panza toda la noche
mod:offensive; general | cagada total, que se pudran
notDelivered; unanswered | The order never arrived. Called the restaurant three times, no answer. Wrote in the chat, no answer. Still hungry.
spoiled | o queijo do sanduíche tinha mofo. MOFO. revisen lo que mandan
delay | ya era almuerzo cuando llego el desayuno jaja, 1h15 para dos tostadas
app; mod:app | o app mostrou que o motoboy estava chegando por 40 minutos e depois sumiu o mapa. tracking is a joke
missingItem | faltou o molho. the whole point of ordering the nachos was the cheese sauce
diet | pedi opcion vegetariana para mi hija y el arroz venia con pedacitos de panceta. tiene 8 años y no come carne
praise | Vine de intercambio desde Caracas y esta es la comida que mas se parece a casa. Las arepas geniales!
customisation | pedi sem picles. pickles everywhere
service; delay | Pregunté tres veces por mi pedido y la respuesta siempre fue "tá saindo". Una hora después recién salió. Cero seriedad.
mod:threat; delay | si otra vez me hacen esperar dos horas voy a ir al local y van a ver lo que es bueno
price | R$ 9 numa lata de coca? en serio?
taste | muito doce, the açaí had so much leite condensado I couldn't finish it
paidExtra; wrongItem | I paid for the borda de chocolate and got a regular pizza, and it was pepperoni instead of margherita. two mistakes on one pizza
`,
);

/** Set BB: a Japanese delivery, an açaí shop, a bakery and a churrascaria marmitex over two months. */
export const BY_OTHERS_BB = parseReviews(
  "othersBB",
  `
taste | arroz do sushi duro, parecia q era de ontem
missingItem | veio sem hashi e sem shoyu, comi temaki com a mao kkkk
praise | melhor temaki de salmao da regiao sem exagero 😍😍
melted; delay | açai chegou derretido, virou vitamina. e ainda demorou 50 min
packaging | O bolo chegou todo amassado, a cobertura grudada na tampa. Era o aniversário da minha mãe e tive que servir assim. Muito triste.
delay | encomendei 100 salgados pra festa das 15h e chegaram 16h40, metade dos convidados ja tinha ido embora
customisation; taste | pedi a picanha mal passada e veio sola de sapato de tao passada
spoiled | salmao com cheiro forte de peixe passado, joguei tudo fora
poisoning | Pedimos o combinado de 20 peças ontem à noite. De madrugada eu e minha esposa começamos a vomitar. Ficamos assim até de manhã. Fomos ao pronto-socorro e o médico falou em intoxicação alimentar. A única coisa que comemos foi o sushi de vocês. Espero que revejam a procedência do peixe.
wrongItem | pedi açai com leite ninho e morango, veio com granola e banana 🙄
paidExtra | paguei adicional de nutella e nao veio nem um fio de nutella
praise | coxinha sequinha, massa fininha e recheio caprichado. nota 10
 | pedi o marmitex de sempre
taste | El arroz del sushi estaba duro y seco, no se podía comer.
missingItem | No chopsticks, no soy sauce, no wasabi. Had to eat sushi with a fork.
mod:offensive; wrongItem | bando de incompetente do caralho, pedi yakisoba de frango e veio de carne
raw | frango do yakisoba rosado por dentro, cru mesmo. nao da pra comer isso
allergy | Avisei na observação que sou alérgica a camarão e mandaram hot roll de camarão no combinado. Tive que tomar antialérgico às pressas.
portion | marmitex com 3 pedacinho de carne, o resto tudo arroz
pricePortion | R$ 45 num marmitex q mal enche um prato raso
cold | marmita chegou fria, a gordura da carne ate endureceu
foreignBody | achei um fio de cabelo no meio do brigadeiro 🤢
taste | yakisoba mt salgado, shoyu demais, nao consegui terminar
praise; taste | sushi bom como sempre mas hj o arroz tava meio empapado
packaging | açai vazou todo na sacola, tampa mal fechada
delay; taste | 1h30 pra chegar um temaki. a alga ja tava murcha e borrachuda
praise | Bolo de prestígio maravilhoso, todo mundo na festa elogiou e pediu o contato de vocês.
mod:threat; raw | se o frango vier cru de novo eu vou ai na loja e quebro tudo
notDelivered | app diz q foi entregue e nao chegou nada aqui em casa
courier; mod:courier | motoboy nao quis subir e ainda reclamou q eu demorei pra descer
app; mod:app | cupom de 20% nao aplicou no açai, o app cobrou o valor cheio
missingItem | faltou o guarana do combo
warmDrink | refri quente e sem gas junto com a marmita
praise | Picanha no ponto certinho, farofa crocante, vinagrete fresquinho. Virei cliente.
customisation | pedi SEM CEBOLA no yakisoba, em letra maiuscula ainda, e veio cheio de cebola
diet | Pedi o bolo diet para o meu pai, que é diabético, e claramente era um bolo com açúcar. A glicose dele foi lá em cima depois de uma fatia.
allergy | Sou celíaca e pedi os docinhos sem glúten. Depois a atendente admitiu que usaram a mesma forma e a mesma bancada dos normais. Para quem tem doença celíaca isso é perigoso.
taste | brigadeiro açucarado, granulado duro igual pedra
general | horrivel, nunca mais peço aqui
praise | açai cremoso de verdade, nao é aquele aguado. e vem bem servido!!
mod:noOrder; poisoning | nunca pedi daqui mas meu vizinho falou q o sushi deles deixou a familia toda doente, fica a dica
mod:refund | pedido cancelado faz 10 dias e o estorno ate agora nao caiu no cartao
delay | Encomenda de bolo para as 14h chegou 15h30. Cantamos parabéns sem bolo.
melted | El açaí llegó totalmente derretido, parecía jugo.
praise | Best coxinha I've had in years. Crispy outside, loaded with chicken.
taste | carne dura que nem borracha, nao consegui cortar com o garfinho de plastico
customisation; taste | pedi farofa a parte e veio tudo misturado, marmita encharcada
praise | entrega rapida e o sushi fresquinho, o salmao derrete na boca
 | combinado 30 peças
spoiled | o creme do bolo tava azedo, claramente velho
foreignBody | pedaço de plastico duro dentro da coxinha
wrongItem | veio o pedido de outra pessoa, o nome na sacola era Marcos e eu sou a Juliana
delay; unanswered | atrasou mais de uma hora e ninguem atende o telefone da loja
service | perguntei no chat se dava pra trocar o sabor e a moça respondeu toda grossa "ta no cardapio"
pricePortion | temaki de 38 conto com meia duzia de cubinho de salmao, o resto é arroz
price | taxa de entrega de 15 reais pra 2km??
delay | super rapido, so 2h pro açai chegar 👏👏👏
cold | arroz e feijao gelado, tive q esquentar no micro
portion | hot roll minusculo, menor q uma moeda de 1 real
raw; customisation | maminha crua por dentro, sangrando. eu pedi ao ponto
poisoning | dor de barriga e diarreia a noite toda depois do temaki de salmao
praise; delay | demorou um pouco mas valeu a pena, yakisoba delicioso
taste | salgadinho encharcado de oleo, a caixa ficou transparente
packaging | os docinhos vieram todos tombados e grudados uns nos outros, as forminhas amassadas
wrongItem; missingItem | Ordered a salmon temaki and a tuna temaki, got two cucumber rolls. Also no ginger.
praise | La picanha estaba perfecta, jugosa y bien sazonada. Volveré a pedir.
mod:offensive; cold | vcs sao uns lixo, marmita gelada DE NOVO porra
mod:hate; wrongItem | atendente viadinho errou meu pedido de novo
other=nota fiscal | nao veio nota fiscal, preciso dela pro reembolso da empresa
praise | bolo de pote de ninho com morango é vicio. e obrigada pela cartinha escrita a mao ❤️
missingItem | faltou a colher do açai, tive q comer com colher de cafe kkkk
wrongItem | pedi o de 500ml e veio o de 300
customisation | Escrevi na observação para colocar "Feliz 7 anos, Theo" no bolo e escreveram Téo. Meu sobrinho ficou chateado, parece bobagem mas não é.
melted | o sorvete q vinha junto do açai chegou em estado liquido
delay; general | pior experiencia da minha vida, 2 horas esperando marmita no horario de almoço
spoiled | salada do marmitex com folha podre, alface preta
foreignBody | tinha uma pedrinha no feijao, quase quebrei o dente
taste | salmao sem gosto nenhum e o cream cheese com gosto de geladeira
 | primeiro pedido, vamos ver
app; mod:app | o app ficou mostrando "em preparo" por 1 hora e não dava pra rastrear nada
courier; mod:courier | entregador abriu a sacola, o lacre tava rasgado e o temaki mexido?? serio isso
praise | costela desmanchando, melhor marmitex da cidade
taste | macarrao do yakisoba empapado, mole demais
pricePortion | aumentaram o preço do açai e diminuiram o copo. feio isso hein
missingItem | pedido de 200 salgados veio com 150, contei um por um
delay | A mesa de doces ficou montada vazia até as 17h30, e a festa era às 16h. Os docinhos chegaram quando já tinham cantado parabéns.
other=troco errado | paguei com nota de 100, o pedido era 38 e voltou troco de 50
praise; taste; portion; price | Pedi um bolo de 2kg para o chá de bebê. Visualmente ficou lindo, exatamente como a referência. Mas a massa estava seca e quase sem recheio. A entrega foi pontual. O preço é alto pra esse resultado. Não sei se peço de novo.
cold; taste | frango grelhado frio e borrachudo
wrongItem | mandaram açai de cupuaçu no lugar do tradicional
missingItem; taste | No vinieron los palillos ni la salsa de soja, y el tempura llegó blando.
delay; cold | Took 90 minutes and the yakisoba was stone cold.
raw | o skin veio com a pele do salmao crua e gosmenta, nem passou no maçarico
poisoning; spoiled | o camarao do yakisoba tava com cheiro de amonia e eu passei mal a noite toda
unanswered; wrongItem | mandei 5 mensagem no chat sobre o bolo errado e ninguem respondeu
praise | Atendimento nota mil, a Dona Cida me ligou pra confirmar o sabor do bolo antes de fazer.
general | decepcionante
taste | açai aguado, mais xarope de guarana q fruta
customisation | pedi o açai sem granola pq uso aparelho, veio granola por cima de tudo
packaging | o molho do yakisoba vazou e molhou a sacola toda
portion | brigadeiro do tamanho de bolinha de gude
pricePortion | 12 reais num bolo de pote pequenininho pelo amor de deus
price | muito caro pro bairro
mod:offensive; taste | cozinheiro de merda, nao sabe nem fazer um arroz de sushi
diet | sou vegetariana, pedi yakisoba de legumes e tinha pedaço de frango no meio
allergy; wrongItem | Tenho intolerância à lactose e pedi o bolo sem lactose. Veio o bolo comum, recheado de leite condensado. Só descobri depois de comer.
praise | tudo perfeito, embalagem caprichada, nada vazou
 | Recebi hoje
other=foto diferente do cardapio | o combinado nao tem nada a ver com a foto do cardapio
delay | demorou dms
notDelivered; delay | esperei 2h e o pedido foi cancelado sem explicação, fiquei sem almoço
courier; mod:courier | motoboy chegou xingando pq nao achou o endereço
warmDrink | a coca veio quente e sem gas, parecia xarope
taste | shimeji borrachudo e a massa do yakisoba crua
missingItem | cade o gengibre e o wasabi??
praise | o temaki hot é absurdo de bom 🔥🔥🔥
praise; taste | carne boa mas o arroz do marmitex tava queimado no fundo
spoiled | o recheio de morango do bolo tava fermentado, gosto de alcool
foreignBody | INSETO MORTO DENTRO DO COPO DE AÇAI. NOJO
packaging; delay | bolo chegou torto e atrasado
taste | El yakisoba tenía demasiada salsa, muy salado.
wrongItem | Pedí coxinhas de pollo para la fiesta y vinieron risoles de carne.
praise; pricePortion | Great açaí, but R$ 32 for a 400 ml cup is steep.
raw | The chicken in my marmita was pink and raw in the middle. Not safe.
 | Ordered for the office.
mod:offensive; delay | Two hours for sushi, you useless idiots.
poisoning | Después de comer el sashimi tuve vómitos toda la noche.
praise | Los brigadeiros son increíbles, perfectos para la fiesta de mi hija.
melted; packaging | The açaí arrived melted and the lid had popped off, purple mess everywhere in the bag.
service | liguei pra avisar do erro e o cara falou "problema seu" e desligou na minha cara
customisation | pedi a costela sem pimenta pro meu filho e veio apimentada
delay | salgados da festa atrasaram 1h, tive q improvisar com pao de queijo do mercado
mod:threat; packaging | vou expor vcs no insta pros meus 20 mil seguidores por causa desse bolo todo amassado, aguardem
praise | pao de mel com recheio de doce de leite caseiro, perfeito
taste | farofa crua e vinagrete sem sal nenhum
 | pedido pro almoço de domingo
paidExtra | paguei 6 reais de adicional de cream cheese no temaki e veio sem
paidExtra | Paguei à parte pelos morangos extras na cobertura do bolo e veio só chantilly.
wrongItem | pedi brigadeiro branco e veio beijinho
praise | marmitex de frango com quiabo igual comida de vó, 10/10
other=embalagem isopor plastico | tudo em isopor e plastico, poderiam usar embalagem mais sustentavel ne
other=agendamento data errada | agendei a entrega do bolo pra sabado e entregaram na sexta, nao tinha ninguem em casa
cold; delay | yakisoba chegou frio e demorou mt
 | fiz o pedido pela primeira vez hoje
praise | Obrigado pelo capricho, o bolo da formatura da minha filha ficou lindo e estava delicioso.
taste | peixe com textura de congelado, descongelaram mal
spoiled | salmao com cheiro de podre e cor esquisita, meio acinzentado
general | nao recomendo
portion | açai veio pela metade do copo
app; mod:app | o ifood cobrou duas vezes no meu cartao
`,
);

/** Set BK: safety and moderation under pressure, and what only looks like either. */
export const BY_OTHERS_BK = parseReviews(
  "othersBK",
  `
mod:app; app | rastreio do app travado, mostrava o motoboy em outro bairro mas chegou certinho
mod:threat; notDelivered | meu pedido nunca chegou. sei onde fica a loja de vcs, vou ai pessoalmente e vcs vao se arrepender
raw | frango cru por dentro, rosa mesmo. mandei foto pro suporte
mod:refund | still waiting on my refund from the app, 3 weeks now
mod:threat; notDelivered | order never came. I know where your shop is, see you tonight
raw; customisation | pedi o burger BEM PASSADO, veio sangrando. nao como carne mal passada de jeito nenhum
spoiled | refri VENCIDO desde o mes passado, olhem a validade antes de mandar né
mod:noOrder | dizem q o dono usa carne de gato kkkkk cuidado hein
praise | sou celiaca e é o unico lugar q confio, nunca tive problema, vem tudo embaladinho separado ❤️
mod:offensive; taste | cozinheiro lixo, essa coxinha tava mais dura q pedra
raw | o bacon veio cru, branco e molenga
raw; customisation | Solicitei a carne bem passada, conforme observação no pedido, e ela chegou crua no centro.
mod:offensive; courier; mod:courier | motoboy fdp jogou a sacola no chao e saiu rindo
mod:noOrder | nem pedi, so to avisando q metade da minha sala passou mal com esse lugar
raw | a tilapia veio crua por dentro, ainda transparente
mod:noOrder | never ordered here but heard they reuse the frying oil for weeks. avoid
taste | massa da pizza crua no meio, grudando no dente
poisoning | Infelizmente, algumas horas após a refeição, toda a família apresentou mal-estar intestinal. Gostaria de um retorno do estabelecimento.
foreignBody; mod:offensive | achei uma barata na marmita. cozinha de gente porca, nojentos
poisoning | comi la hamburguesa e fiquei mal toda la noche, vómitos y todo
mod:refund; notDelivered | pedido nao chegou, o app diz q foi entregue e nao querem estornar
mod:noOrder | peçam no burguer do ze, mil vezes melhor q essa porcaria
praise | comi tanto q passei mal kkkkk culpa de vcs q fazem tudo gostoso demais
mod:offensive; unanswered | liguei 6 vezes e ninguem atende, bando de vagabundo
poisoning | been throwing up since last night after the chicken wings
courier; mod:courier | Prezados, o entregador foi extremamente grosseiro e me chamou de folgada por pedir que subisse até o apartamento.
praise | tenho alergia a camarao, escrevi na obs e eles ligaram pra confirmar. atendimento nota 10
mod:refund | Aguardo há 15 dias o estorno prometido pela plataforma e até agora nada.
mod:hate; delay | so podia ser paraiba pra demorar desse jeito
mod:noOrder | no pedí nada pero me contaron que la cocina es un asco
spoiled; missingItem | faltou o guarana e o creme de leite do strogonoff tava talhado
poisoning; mod:refund | passei mal a noite inteira e o ifood nao quer me devolver nada, diz q nao tem como provar
mod:offensive; wrongItem | pedi de calabresa e veio de frango, atendente jumento do c*
raw; poisoning | o frango a passarinho tava mal cozido e eu passei a madrugada todinha no banheiro 🤢
allergy; poisoning | intolerante a lactose aqui. o "molho sem lactose" claramente tinha leite, passei o dia inchada e com colica
mod:app; app | o cupom de 20 reais nao funcionou, app horrivel
mod:offensive; courier; mod:courier | entregador mal educado do krl, nem bom dia deu e ainda reclamou da gorjeta
missingItem; praise | esqueceram o molho mas a loja mandou outro motoboy com ele em 15 min. respeito
price; spoiled | 80 conto num combinado ja é caro, e ainda veio com salmao com cheiro de peixe velho
mod:offensive; general | bando de lixo
allergy; customisation | pedi sem queijo pq tenho intolerancia a lactose e veio cheio de cheddar. sorte q vi antes de morder
raw; cold | frango frio e cru no meio, nota zero
diet; wrongItem | sou vegetariano, pedi o burger veggie e veio de carne. so percebi na segunda mordida
praise | esse hamburguer é um crime de tao gostoso, deviam prender o chef kkkk
missingItem | faltou a batata mas o ifood ja estornou rapidinho, de boa
mod:refund; missingItem | faltou o combo inteiro e o ifood so devolveu metade do valor, cade o resto do meu dinheiro??
foreignBody; missingItem | veio um fio de cabelo na batata e ainda esqueceram o refri
praise | puta que pariu que pizza boa do caralho 🔥🔥
raw; customisation | ordered the steak well done and got it blue inside. I don't eat raw beef
foreignBody | found a piece of metal wire in my burrito. could've broken a tooth
mod:app; app | app charged my card twice and support is just a bot. not the restaurant's fault tho
allergy; service | falei no chat q sou alergico a leite e a atendente disse "é so um pouquinho de manteiga, nao faz mal". FAZ MAL SIM
allergy | I wrote NO NUTS, severe allergy, in the notes. pad thai came covered in peanuts. luckily I checked
foreignBody | tinha um grampo de cabelo na lasanha. UM GRAMPO
foreignBody | mosca na sopa. literalmente
praise | comida de matar!! morri e fui pro ceu 😇
mod:noOrder | trabalhei ai 2 anos, a cozinha é nojenta e o frango fica fora da geladeira o dia todo
spoiled | o frango tinha cheiro de geladeira velha, carne passada mesmo
foreignBody; service | achei um pedaço de plastico, mandei msg e o atendente respondeu "acontece". ACONTECE??
allergy | sou celiaca, pedi o lanche no pao sem gluten e veio no pao comum. nao é frescura, é saude
raw | costelinha crua perto do osso
praise | O atendimento foi impecável e a comida chegou quentinha. Parabéns a toda a equipe!
allergy | AVISEI Q SOU ALERGICA A AMENDOIM e mandaram pacoca de brinde junto no saco, serio isso??
mod:threat; courier; mod:courier | motoboy me xingou pq pedi pra subir. se aparecer de novo na minha rua eu quebro a moto dele
other=cozinheiro sem touca e sem luva | fui buscar no balcao e vi o cozinheiro sem touca e sem luva mexendo na carne crua
spoiled; cold | pizza fria e o catupiry com cheiro de leite estragado
mod:hate; courier; mod:courier | entregador m4c4c0 nem sabe ler o endereço
foreignBody; taste | pedra no feijao, quase quebrei o dente. e o feijao sem sal tb
mod:app; app | o app me deslogou 3 vezes e perdi o carrinho inteiro
spoiled | O produto apresentava odor desagradável e sabor alterado. Acredito que não estivesse em condições de consumo.
mod:offensive; customisation | pedi SEM CEBOLA p*rra, vcs sao surdos ou burros?
mod:hate; mod:offensive; courier; mod:courier | el repartidor un sudaca de m*erda, ni sabe hablar
raw; taste | frango queimado por fora e cru por dentro. como consegue??
mod:noOrder | Não pedi neste restaurante, mas vi em um grupo do bairro que houve casos de intoxicação. Fica o alerta.
foreignBody; mod:threat | achei uma unha no lanche. se acontecer de novo eu vou ai e quebro essa loja inteira
mod:threat; mod:offensive; service | dono arrogante, me tratou mal no telefone. vou te pegar na saida seu merda
allergy | Informei na observação que meu filho é alérgico a ovo. O bolo veio com cobertura de merengue. Por sorte notamos antes.
mod:offensive; delay | demoraram 2 horas bando de incompetente lerdo do caralho
praise | vou voltar ai todo dia ate vcs enjoarem da minha cara 😂
foreignBody | tinha um bichinho preto andando na salada. nem vou falar mais nada
mod:hate; wrongItem | got someone else's order, typical when they hire these f*cking immigrants who can't read
mod:threat; general | la próxima vez que me manden algo así voy al local y no queda nadie en pie
 | todo normal, nada que decir
 | delivered, haven't tried it yet
spoiled; packaging | a embalagem vazou toda e o molho tava com cheiro azedo
spoiled | As folhas da salada estavam murchas e escurecidas, e o tomate, mole. Parecia sobra de dias.
mod:courier; courier | o lacre da sacola veio rompido, certeza q o motoboy abriu
foreignBody | tinha um curativo dentro do sanduiche. um curativo USADO. to sem palavras
poisoning | to de atestado hj graças ao temaki de ontem
praise | puta madre qué tacos tan buenos, me morí de lo ricos
foreignBody; praise | A comida é excelente, sempre peço, mas desta vez encontrei um fio de cabelo no risoto. Peço mais atenção.
price | pedi e achei caro, o da rua de baixo cobra metade pelo mesmo lanche
other=sem lista de ingredientes | a marmita nao tem nenhuma etiqueta de ingredientes, como eu vou saber se tem gluten?
spoiled | pao do lanche com mofo verde embaixo, so vi depois da primeira mordida
spoiled | the milk in my iced coffee was clearly off, sour and chunky
spoiled; poisoning | o sushi tava com um cheiro estranho, comi assim mesmo e to vomitando desde ontem
allergy; poisoning | soy celíaco y pedí la pizza sin TACC, claramente era masa normal. estuve mal todo el día
foreignBody | achei um cabelo ENORME no meio do arroz 🤮🤮
mod:threat; cold | comida fria de novo. vou postar video no tiktok expondo vcs pros meus 100k seguidores
spoiled; poisoning | el ceviche olía raro y toda la familia terminó con diarrea
mod:offensive; wrongItem | wrong order AGAIN, you brainless idiots can't read a ticket
poisoning | eu e meu marido passamos mal, vomito e febre, a unica coisa q comemos ontem foi o xis daqui
mod:courier; courier | driver was super rude, yelled at me because I took 2 min to come down
praise | asked for the steak rare and it came perfectly bloody. the chef knows what he's doing
mod:offensive; pricePortion | 50 conto num hamburguer do tamanho de uma bolacha, ladroes safados
 | pedi pela primeira vez, ainda nao comi, depois conto
poisoning | fiquei ruim do estomago a noite toda depois do yakisoba, minha esposa tb
other=nota fiscal | pedi nota fiscal 2x e nunca mandaram
mod:hate; service | atendente v1ad0 cheio de frescurinha no telefone
mod:courier; courier | o entregador nao quis subir, disse q "nao é obrigado", tive q descer de pijama na chuva
praise | nunca tinha pedido daqui, minha amiga indicou e tava certa. top demais
spoiled; poisoning | o peixe tava meio "passado" se é q me entende... e meu intestino entendeu tb
 | normal
 | chegou
raw | el pollo vino crudo por dentro, rosado y con sangre. eso no se come
praise | holy sh*t this burger is insane, best damn thing I've eaten all week
raw | frangu cru por dentru, devolvi td
foreignBody | tinha um pedaço de bombril no macarrao 😳 BOMBRIL gente
mod:offensive; delay | tardaron una hora y media, son unos inútiles de mierda
mod:offensive; service | a moça do telefone é uma anta, expliquei 3x o endereço
foreignBody | encontré un pelo en la sopa, qué asco
diet | marquei a opçao sem gluten (nao sou celiaca, so to evitando) e veio pao normal, ai nao ne
poisoning; mod:threat | fiquei 2 dias internado por causa da comida de vcs. vou botar no jornal e na tv, todo mundo vai saber
spoiled | maionese com gosto azedo, claramente passada
praise | sushi fresquinho, peixe cru do jeito certo 😋 quem reclama q é cru nunca comeu sushi
diet; customisation | soy vegana y pedí sin queso, vino con queso y crema. siempre lo mismo
spoiled | el queso tenía moho, no sé cómo no lo vieron
delay; praise | o reembolso do frete ja caiu, e a comida tava otima, so demorou um pouco
poisoning; mod:offensive | vcs quase me mataram seus porcos imundos, passei a noite vomitando
diet | pedi suco sem açucar pq sou diabetico e veio docissimo
poisoning | me deu uma caganeira braba, so pode ter sido o pastel
mod:offensive; general | vsf lugar bosta
praise | salmao do hot roll tava cru... ah é, é sushi kkkk brincadeira, tava otimo
taste; praise | pao meio cru, massudo, mas o frango tava muito bem temperado
praise | pedi a picanha mal passada e veio sangrando do jeitinho q eu gosto 🤤
mod:offensive; missingItem | faltou a coca DE NOVO. vtnc viu
mod:offensive; portion | porção mixuruca, donos mão de vaca pilantras
allergy | tenho alergia a frutos do mar, pedi risoto de frango e veio camarao misturado. podia ter ido parar no hospital
foreignBody; delay | alem de demorar 1h30 veio um pedaço de plastico azul dentro do hamburguer
poisoning | dps q comi fiquei c dor de barriga horrivel e enjoo
praise | tava tao bom q quase saiu briga aqui em casa pelo ultimo pedaço kkk
poisoning | passei o domingo inteiro abraçado com o vaso depois desse strogonoff 🙃
mod:noOrder | nunca pedi daqui mas minha vizinha disse q acharam rato na cozinha
poisoning | minha filha de 6 anos teve febre e diarreia depois dos nuggets. nunca mais peço
mod:refund; wrongItem | me mandaron el pedido de otra persona y la app no me devolvió la plata
spoiled | açai com gosto de fermentado, azedo, nao deu pra tomar
raw | a linguiça tava rosada no meio, crua praticamente
mod:app; app | app travou na hora de pagar e cobrou 2x
spoiled | o iogurte da sobremesa venceu semana passada
raw | pork belly was pink and chewy in the middle, pretty sure it wasn't cooked through
`,
);

/** Set BO: a trap set: problem words that state no complaint, others' and past problems, jokes, questions, the customer's own mistakes. */
export const BY_OTHERS_BO = parseReviews(
  "othersBO",
  `
praise | refri chegou trincando de gelado e o lanche quentinho, perfeito 👌
praise | pedi a picanha mal passada e veio exatamente do jeito q eu gosto, sangrando. top demais
praise | demorei pra avaliar mas nao podia deixar passar, melhor strogonoff da regiao disparado
praise | nada faltou, ate os sachês de ketchup mandaram a mais kkk
praise | chegou tao rapido q quase nao deu tempo de esfriar, a pizza ainda tava pelando
praise | o outro lugar q eu pedia sempre chegava frio e atrasado, aqui chegou quentinho em 25 min. virei cliente
praise | da ultima vez veio sem o guarana mas hj veio tudo certinho, valeu pelo capricho
 | eu que errei o numero da casa, foi mal moço 😅
praise | coloquei o endereço errado e o entregador ainda me ligou e veio atras, muito gente boa
 | vcs fazem sem lactose? queria pedir pra minha mae
delay | cheguei a achar que tinham esquecido de mim kkk mas chegou... 1h40 depois
cold | ainda bem que tenho microondas em casa né
missingItem | da proxima vez seria legal mandar o refri junto com o pedido 🙂
taste | a batata tava tão murcha que dava pra tomar de canudinho
portion | pedi pizza grande, chegou uma broto com autoestima
praise | meu cachorro ficou me olhando comer com cara de inveja, nota mil
praise | cliquei errado e pedi calabresa em vez de frango, culpa minha, mas tava tão boa q nem liguei
 | esqueci de pedir sem cebola, ai ja era neh. proxima peço certo
praise | nao sou de avaliar mas esse açai merece, veio bem cremoso e nada derretido
praise | o sorvete chegou durinho ainda, embalagem termica show de bola
praise | Best pad thai I've had in this city, and the driver was super friendly. Will order again
praise; delay | Food was great but I guess "30 min" means something different here. 75 minutes.
praise | La milanesa llegó caliente y crocante, y la gaseosa bien fría. Excelente
 | ¿Tienen opción vegana? No la encontré en el menú
praise; wrongItem | Pedí la hamburguesa doble y me llegó la simple. Igual estaba rica.
cold; delay | pizza chegou gelada e 1h depois, ai nao da ne
customisation | pedi SEM CEBOLA em caps lock e veio cheio de cebola, sera q alguem le as observaçoes?
praise | pedi ponto mal passado e veio mal passado, finalmente um lugar q respeita
raw | o frango tava rosado por dentro, nem consegui comer
praise | frango bem assado, crocante por fora e suculento por dentro, nada cru como em outros lugares
warmDrink | a coca veio quente e sem gás, parecia xarope
missingItem | veio tudo menos os talheres, comi a salada com a mao igual homem das cavernas 🦴
paidExtra | paguei bacon extra e o bacon deve ter tirado ferias
packaging | o caldo veio metade dentro do pote metade dentro da sacola
foreignBody | achei um cabelo no meio do arroz, perdi a fome
poisoning | passei a noite inteira no banheiro depois do yakisoba, so isso q vou dizer
 | alguem sabe se aceita vale refeição na entrega?
praise | demorei 2 dias pra avaliar pq tava ocupado comendo as sobras kkkk muito bom
praise | Não faltou nada, veio até guardanapo extra e um bilhetinho fofo ❤️
praise | o motoboy subiu ate o 8º andar pq o elevador tava quebrado, merece aumento
courier; mod:courier | o entregador nao quis subir e ainda reclamou q eu demorei pra descer
courier; mod:courier | motoboy chegou com a sacola aberta e a batata tava faltando um pedaço?? sério isso
app; mod:app | o app cobrou duas vezes no cartao. a comida ok
pricePortion | o preço subiu 8 reais e o x-tudo encolheu, virou x-quase-nada
price | R$ 18 de taxa de entrega pra 2km? ai complica
praise | o açai é caro? é. vale cada centavo? vale 😋
taste | salgado demais, tive q beber 2 litros de agua depois
taste | a massa da pizza tava crua no meio
praise | massa fininha e crocante do jeito q eu gosto
spoiled | o creme do pastel tava azedo, cheiro estranho
allergy | avisei q sou alergica a camarao e veio camarao no risoto. fui parar no posto
diet; wrongItem | sou vegetariana e pedi o hamburguer de grao de bico, veio de carne. nem abri o resto
service; missingItem | liguei pra avisar q faltou o molho e a moça foi super grossa, disse q o problema era meu
unanswered | mandei 4 mensagens no chat e ninguem respondeu ate agora
general | nunca mais
notDelivered | o app diz entregue mas aqui nao chegou nada. to com fome ainda
 | 5 estrelas pq o app obriga a dar alguma nota
 | se chegar frio da proxima vez eu reclamo hein kkkk brincadeira
 | seria possivel colocar mais opcoes de bebida no cardapio? fica a dica
praise; delay | a comida eh boa mas o relogio de vcs deve ta atrasado, 30 min virou 1h30
praise; cold | comida boa quando ta quente, pena q so descobri isso depois de esquentar
portion | na descrição dizia 10 nuggets e contei 7. sera q fui eu q comi no caminho?
praise | pedi o bife bem sangrando como sempre peço e veio perfeito, o cozinheiro entende
raw; customisation | pedi ao ponto e o hamburguer veio vermelho por dentro, praticamente mugindo 🐄
praise | tava com medo pq li umas avaliacoes ruins mas chegou tudo perfeito
mod:noOrder | dizem que a cozinha deles é suja, alguem sabe se é verdade?
mod:noOrder | nunca pedi aqui mas meu vizinho disse q achou barata na pizza. fujam
mod:offensive; delay | 2 horas pra entregar um lanche, bando de incompetente do c*****
mod:refund | o pedido foi cancelado e o ifood ate agora nao devolveu meu dinheiro
mod:threat; foreignBody | achei plastico no lanche, se nao resolverem vou expor vcs em tudo q é grupo da cidade
praise; packaging | caixa amassada, o bolo veio todo torto. gosto bom pelo menos
melted | o milkshake chegou virando sopa de leite
praise | milkshake chegou bem geladinho e grosso, vc tem q puxar forte no canudo kkk
 | kkkkkkk
praise | pedi de madrugada e ainda chegou quentinho, salvaram minha noite de plantão
general | experiencia bem decepcionante
general | Meh. Not what I expected.
taste | o arroz tava duro, parecia q tinha acabado de sair do pacote
taste | batata encharcada de oleo, dava pra fritar outra porção com o q sobrou no fundo
praise | a batata é sequinha, nada de oleosa, parabens
wrongItem | veio o pedido de outra pessoa, um tal de Marcos. espero q o Marcos tenha gostado do meu
delay; cold | Tardó casi dos horas y la pizza llegó fría. No vuelvo a pedir.
praise | Muy rico todo, las porciones generosas y el delivery súper rápido
praise; missingItem | Everything was good except they forgot the fries. Kinda the main thing lol
 | Ordered for the office, will update after lunch
allergy | I wrote in the notes that I'm celiac and the "gluten-free" wrap was clearly regular flour. Had a reaction that night.
praise | chegou antes do previsto, tive q sair correndo do banho 😂
praise | pedi pra minha sogra e ela NÃO reclamou de nada. milagre. nota 10
diet | sou diabetico e pedi suco sem açucar, veio docinho. tive q jogar fora
other=troco errado faltou 20 reais | o entregador voltou com troco errado, faltou 20 reais
other=nota fiscal cpf | pedi nota fiscal com cpf e nao veio
pricePortion | 45 conto numa marmita que mal cobriu o fundo da embalagem
praise; pricePortion | ta bom mas ta caro demais pro q vem, nao da pra pedir sempre
praise | esfiha de carne perfeita, nada de massa crua como em outros lugares
foreignBody | mordi uma pedrinha no feijao, quase quebrei o dente
praise | frio la fora e a sopa chegou fervendo, obrigada ❤️
praise | ate o gelo veio separado pra nao aguar o suco, detalhistas demais
customisation; taste | pedi o molho a parte e veio tudo afogado no molho, o pao virou papa
praise; app; mod:app | nota 5 pq a comida tava boa, o resto foi o iFood q fez cagada com o cupom
notDelivered; service | nunca chegou. liguei na loja e ficaram dizendo "ja saiu" por 2 horas
praise | Honestly expected it to be cold after the rain delay but it arrived hot. Impressed.
 | ¿A qué hora cierran los domingos?
praise | Pedí la carne jugosa, casi cruda, y así vino. Perfecta 🥩
taste | queimado embaixo, a pizza veio com um carvaozinho de brinde
praise; warmDrink | o guarana chegou morno, mas o lanche tava otimo
delay | tive tempo de assistir um filme inteiro esperando. o filme era Titanic
missingItem | pedi 2 pasteis e veio 1... o outro foi passear?
praise | errei o sabor na hora de pedir e eles ainda trocaram sem cobrar, muito obrigado
taste | nao gostei muito do tempero, mas deve ser gosto pessoal ne
cold | o bife chegou com a mesma temperatura do meu coração depois do termino
portion | a porção de fritas tinha mais caixa q batata
 | o cupom nao funcionou mas acho q era pq tava vencido mesmo, foi mal
praise | pizza chegou quentinha e a coca estupidamente gelada, q combinaçao
courier; mod:courier | entregador mal educado, jogou a sacola no portao e foi embora
taste; cold | hamburguer frio e o pao borrachudo
praise | Sin quejas, todo perfecto. Volveré.
praise; delay | Good food, slow kitchen. Every. Single. Time.
spoiled | the salad smelled off and the lettuce was slimy. tossed it
praise | nem percebi o tempo passar e ja tava tocando a campainha
other=itens indisponiveis avisaram depois de pagar | metade do cardapio tava indisponivel e só avisaram depois q eu paguei
 | qual o nome do molho verde? vi no cardapio e fiquei curioso
praise | demorou? nada. chegou em 20 min 🔥
praise | nao teve nada de errado, nada frio, nada faltando, nada atrasado. raro hoje em dia
 | vou dar 3 estrelas pq nunca dou 5 pra ninguem
missingItem | pedi o combo com sobremesa, a sobremesa deve ter ido pra outra casa 🍰
packaging | o suco vazou na sacola toda, molhou tudo
general | ja foi melhor
taste | antes o frango tinha tempero, agora parece q esqueceram do sal
melted | a entrega foi tão rapida q o sorvete nem teve tempo de derreter... brincadeira, chegou sopa
foreignBody | achei criativo o arroz com cabelo, é ingrediente novo?
praise; wrongItem | a pizza tava otima, só faltou ser a que eu pedi
paidExtra | paguei borda recheada e recebi borda imaginária
praise; missingItem | o lanche tava delicioso, pena q comi sozinho pq o segundo nao veio
delay; courier | acho que o motoqueiro fez turismo pela cidade antes de chegar aqui, 1h10 pra 3 km
portion | tudo bem que era promoção mas o hamburguer parecia de criança
praise; taste | nao vou falar mal pq a atendente foi um amor, mas a carne tava dura
packaging | nao sei se foi o entregador ou a loja mas o refri veio com a tampa aberta
price | queria entender pq a taxa de entrega ta mais cara q o lanche
unanswered | por que ninguem atende o telefone? tentei 3 vezes
portion | vcs vendem por grama? pq veio pouquinho demais
wrongItem | qual a chance de um dia vir o pedido certo aqui?
praise | ja tive problema com atraso aqui antes mas dessa vez foi impecavel
praise | mes passado veio cabelo, hj veio perfeito. melhoraram muito
praise | o ifood me deixou na mão semana passada com outro restaurante, mas vcs salvaram minha janta hoje
praise | a pizzaria da esquina me mandou pizza crua ontem, hoje pedi aqui e foi outra coisa
praise | troquei a hamburgueria q eu pedia por vcs pq la sempre vinha errado. acertei
 | pedi a pequena achando q era a grande, eu q nao li a descrição 🤦
 | dormi e nao ouvi a campainha, o motoboy esperou um tempão. desculpa moço
praise | meu marido pediu o pad thai com amendoim sem lembrar da alergia, culpa dele, tomou antialergico e ta bem. o resto da familia amou
praise | tava tão bom q lambi o pote, minha dignidade ficou na embalagem
`,
);

/** Set BQ: a linguist's hard cases: complaint words that are no complaint, sarcasm both ways, questions, real complaints said indirectly. */
export const BY_OTHERS_BQ = parseReviews(
  "othersBQ",
  `
praise; missingItem | zero atraso, chegou antes do previsto ate, so q esqueceram o refri
praise | nem acreditei q chegou quentinho, moro longe pra caramba
praise | achei q ia demorar pq tava chovendo mt mas em 25 min tava aqui
portion | tava com fome de leão e o combo nao deu nem pro cheiro
praise | morri de rir com o bilhetinho escrito a mão no saco 😂 e o lanche tb tava otimo
praise | tá um frio lá fora e esse caldo chegou pelando, salvou minha noite
praise | puta que pariu que hamburguer bom
praise | odeio vcs, agora nao consigo pedir em outro lugar 😤😂
praise | minha unica reclamação: acabou rápido demais
delay | nem vou reclamar do atraso de novo, já virou tradição da casa
missingItem | que raiva... pedi a promo de 2 lanches e só veio 1
praise | tô passando mal de tanto que comi kkkkk sem condições
praise; packaging | nao veio cebola, exatamente como eu pedi 👍 mas o pão chegou todo amassado
praise; taste | nada de batata murcha dessa vez, evoluíram! so o hamburguer q tava meio seco
praise | o preço nem é salgado pelo tamanho do prato
praise; cold | sorvete chegou durinho, mas a calda quente veio fria
praise | refri estupidamente gelado e a pizza pelando 👌
praise | vcs sao foda demais
praise | esse lanche é criminoso de tão bom
missingItem | não sei se rio ou choro: pedi 2 pizzas e veio 1
portion | amei a "batata grande", vieram 12 palitos, contei
praise | não é o melhor hamburguer da cidade, mas ta no top 3 fácil
praise | vcs tão de sacanagem com o tamanho desse xtudo, é gigante kkk
praise | chegou tão quente que queimei a lingua kkk, tava uma delicia
praise | sushi de salmão cru fresquinho, derrete na boca
praise | pedi a picanha mal passada e veio no ponto certinho, sangrando do jeito q eu gosto
praise; missingItem | melhor que o do shopping, mas o do shopping pelo menos manda guardanapo
praise | comparado com a última vez veio bem mais caprichado, tão de parabéns
praise | achei q ia ser pouco pelo preço mas veio comida pra 2 dias
praise | sem reclamações dessa vez, finalmente veio tudo certo
wrongItem | adorei a surpresa: pedi coca e veio pepsi
customisation | o ruim é q a cebola veio mesmo eu pedindo SEM
praise | não posso reclamar de nada, tudo certinho e bem embalado
praise; price | nem precisei esquentar, chegou fumegando. só achei salgada a taxa de 12 reais
praise | errei o numero da casa, culpa minha, e o motoboy ainda ligou e foi super educado
praise | pedi de calabresa sem querer, queria frango kkk erro meu, mas tava boa demais
 | eu que esqueci de pedir o refri, nada a ver com vcs
 | achei q tinha vindo pouco mas depois vi q eu tinha pedido o tamanho individual mesmo. ok
portion | sei que pedi o tamanho P, erro meu, mas achei pequeno demais mesmo assim
praise | coloquei o endereço do trabalho sem querer e vcs redirecionaram sem cobrar nada, mto obrigado
 | demorou pq eu coloquei agendado e esqueci kkkk foi mal
 | vcs abrem no feriado?
 | tem opção sem lactose no cardapio?
missingItem | cadê o guaraná que eu paguei???
delay | cadê meu pedido? já são 1h40 esperando
taste | pq a batata de vcs sempre chega murcha? 😕
other=x-salada saiu do cardápio | cadê o x-salada?? tiraram do cardápio pq?
praise | alguem sabe se o molho é caseiro? pq ta absurdo de bom
missingItem | vcs esqueceram os talheres de proposito ou é economia?
 | quanto tempo dura na geladeira o strogonoff?
praise; other=opção vegana | tudo muito bom, só sugiro colocar alguma opção vegana no cardápio
other=mais sachês de ketchup | da proxima manda mais sache de ketchup por favor, 1 só pra 2 lanches nao da
praise; other=embalagem isopor reciclável | comida top, mas podiam trocar esse isopor por embalagem reciclável né
praise; other=refri zero | poderiam ter refri zero, o resto perfeito
delay | quando chegou ja era hora do café da manhã
delay | o motoboy deve ter vindo a pé
delay | parabéns pela agilidade, só 2h e 10 min pra atravessar 3 quarteirões 👏👏
cold | precisei de microondas pra conseguir comer
cold | da outra vez veio quentinho, dessa vez parecia q tinha saido da geladeira
cold | nem frio nem quente, morno. lasanha morna é triste
portion | comi o lanche e continuei com fome
portion | o hamburguer precisa de lupa pra achar
pricePortion | antes vinham 10 nuggets, agora 8 pelo mesmo preço. percebi sim
pricePortion | 49 reais num açaí de 300ml que nem encheu o copo
taste | meu cachorro amou. eu não
taste | precisei de 3 copos dagua depois desse arroz
taste | parabéns ao pizzaiolo, nunca comi um papelão tão bem assado
taste | dava pra pregar prego com esse pão
paidExtra | o bacon extra deve ter ficado passeando na loja pq aqui nao chegou
customisation | pedi sem cebola e ganhei cebola em dobro, deve ser promoção
packaging | tive q pescar o hamburguer no molho dentro da sacola
foreignBody | veio com ingrediente surpresa: um fio de cabelo enrolado no queijo
raw | o frango ainda tava quase cacarejando, rosa por dentro
melted | o açaí chegou em estado líquido, virou vitamina
warmDrink | a coca veio na temperatura ambiente de 35 graus e sem gás nenhum
wrongItem | parabéns, conseguiram errar o sabor pela terceira vez seguida
wrongItem | pelo visto meu vizinho vai comer meu sushi, pq aqui chegou o yakisoba de alguém
wrongItem | paguei pizza grande e chegou uma broto
general | ja comi em lugar muito melhor. nao volto
taste | o da unidade do centro é outra coisa, esse aqui veio sem tempero nenhum
taste | achei que ia gostar pela foto mas o molho era pura água
spoiled | a maionese tava com um gosto azedo estranho, joguei fora
poisoning | passei a noite inteira abraçado na privada depois desse temaki
notDelivered | o app diz q foi entregue ha 2 horas. aqui não chegou nada
taste | a massa da pizza tava crua no meio
taste | batata encharcada de óleo, parecia q tinha tomado banho de fritura
delay; cold; missingItem; unanswered | demorou uma eternidade, chegou frio, faltou o refri e liguei 4x e ninguem atendeu
wrongItem; packaging | veio o sabor errado e ainda com a caixa amassada e o queijo todo grudado na tampa
customisation; paidExtra; taste | pedi sem picles veio com picles, paguei cheddar extra q nao veio e o pão tava duro
price; portion | taxa de entrega de 15 conto e a porção de batata veio mixuruca
delay; courier | alem de demorar 1h30 o entregador ainda jogou a sacola no portão e foi embora
praise; delay | a comida é sensacional, pena q demorou quase 2h pra chegar
praise; missingItem | tudo gostoso, só faltou o molho da batata
praise; taste | hamburguer perfeito, batata meio sem sal
praise; cold | o sabor é maravilhoso, mas chegou frio de novo. moro a 5 min daí
wrongItem; praise | o primeiro veio errado mas a moça pediu desculpa e mandou outro rapidinho, atendimento nota 10
foreignBody | achei um cabelo, sei q acontece mas né
delay; praise | demorou um pouquinho mas valeu cada minuto
service | pedi pra trocar o item e a atendente respondeu com um "problema seu"
unanswered | mandei msg no chat as 20h, to esperando resposta até agora
app; mod:app | o cupom de 20% não aplicou de jeito nenhum no app
courier; mod:courier | o motoboy nao quis subir nem até a portaria do bloco, tive q ir de pijama na rua
courier; mod:courier | o entregador foi super mal educado, enfiou o pedido na minha mão e nem respondeu o boa noite
mod:refund | o pedido foi cancelado e o estorno ainda nao caiu no cartão, 12 dias já
app; mod:app; praise | o rastreio no app ficou parado em "saiu pra entrega" o tempo todo, mas a comida chegou boa
praise | o entregador foi um amor, ajudou até minha vó com as sacolas
service | o cara no telefone foi super grosso quando perguntei do pedido
allergy | avisei na observação q sou celíaca e mandaram com farofa de trigo. isso não é frescura, é doença
allergy | quase morri, literalmente. escrevi ALERGIA A AMENDOIM e o molho tinha amendoim
diet | sou vegetariana e tinha bacon no meio do risoto de cogumelo
diet | pedi o suco sem açúcar pq sou diabético e veio docinho
allergy; customisation | intolerante a lactose, pedi sem queijo e veio cheio de requeijão
diet | tento não comer glúten por opção e o "sem glúten" claramente tinha empanado de trigo
foreignBody | tinha um pedaço de plástico duro no meio da carne, quase quebrei o dente
foreignBody | BARATA NA SALADA. BARATA.
spoiled | o frango tava com cheiro de estragado, validade vencida com ctz
poisoning; raw | comi o hamburguer q tava vermelho por dentro e no dia seguinte diarreia braba
raw | o ceviche tava ok, mas o frango do yakisoba tava cru
mod:offensive; delay | bando de incompetente do caralho, 2h pra entregar um lanche
mod:offensive; wrongItem | vcs sao uns burros, nao sabem ler o pedido? pedi frango e veio carne
mod:threat; wrongItem | se vier errado mais uma vez eu vou ai e quebro essa loja inteira
mod:threat; foreignBody | vou expor vcs em todos os grupos do bairro com a foto desse cabelo no arroz
mod:noOrder | nunca pedi e nem vou, dizem q a cozinha é imunda
mod:noOrder | meu primo falou q vcs usam carne de segunda. vergonha
mod:hate; service | atendente viadinho, grosso e lerdo
mod:hate; delay | demorou 1h20, tb com um bando de baiano preguiçoso trabalhando aí nem me surpreende
mod:offensive; general | lixo de lugar, comida de merda
 | ok
other=troco errado | mandaram troco a menos, faltaram 10 reais
 | já comi pior, já comi melhor
 | normal
 | primeira vez pedindo, depois conto
praise | No estaba nada mal, la verdad. Volvería a pedir
cold; delay | La pizza llegó fría y tardó más de una hora
praise; taste | Rico, pero tan picante que lloré. Avisen que pica
customisation | Pedí sin cebolla y vino con cebolla, no es tan difícil
praise; other=más salsa | Muy rico todo, aunque la próxima pongan un poco más de salsa por favor
praise | Sick burger, honestly. Best one I've had in São Paulo
delay | I was sick of waiting, 90 minutes for two sandwiches
praise; warmDrink | Food was fire 🔥 but the Coke was flat and warm
cold | Fries were dead cold, like they'd been sitting there for an hour
praise | Not gonna lie, I expected the worst from the photos but it was amazing
 | Do you guys deliver to Barra da Tijuca?
wrongItem; unanswered | Got someone else's order and nobody picked up the phone when I called
praise | Killer pizza. No complaints whatsoever
taste | Way too salty, couldn't finish it. My friend says it's usually better, so maybe a bad day
allergy | Told them I'm allergic to shrimp, there was shrimp in the fried rice. Unacceptable
mod:refund; notDelivered | Mi pedido nunca llegó y el reembolso todavía no aparece
delay | ¡Qué rapidez! Solo una hora y media para cruzar la calle
other=diferente da foto | o lanche não parece nada com a foto do app, tipo nada mesmo
`,
);

/** Set BM: a product manager's acceptance set: a week across pizzerias, burgers, marmitas, Japanese, açaí and bakeries. */
export const BY_OTHERS_BM = parseReviews(
  "othersBM",
  `
delay; cold | pedi 19h30 chegou 21h e a pizza tava gelada, mt decepcionado
wrongItem | pedi x-bacon veio x-salada kkkk serio msm
praise | melhor acai da regiao, chegou rapidinho e bem caprichado 😍
missingItem | cade o guarana q eu paguei??
customisation | pedi SEM CEBOLA, escrevi em caps e veio cheio de cebola 🙄
paidExtra | paguei 8 reais de borda de catupiry e a borda veio vazia
portion | marmita com meia concha de feijao e 3 pedacinho de carne, ridiculo
price | taxa de entrega de 12 reais pra 2km?? ta de brincadeira
pricePortion | o temaki subiu pra 38 e ta cada vez menor, assim fica dificil
packaging | o acai veio todo derramado na sacola, tampa mal fechada
taste | hamburguer esturricado, parecia carvao
raw | frango do yakisoba tava cru por dentro, rosado msm. nojo
general | bom, pelo menos a embalagem era bonitinha 🙃
foreignBody | tinha uma mosca no meio do feijao 🤢🤢
poisoning | comi o combinado ontem e passei a madrugada inteira vomitando
allergy | avisei q sou alergica a camarao e veio camarao no hot roll. podia ter ido parar no hospital
diet | pedi o lanche vegetariano e veio com bacon dentro. sou vegetariano ha 10 anos poxa
mod:courier; courier | motoboy grosso dmais, nao quis subir e ainda me xingou no interfone
mod:app; app | o app cobrou 2x no cartao e o pedido so aparece uma vez 😡
service | a moça do whats foi super seca e mal educada qnd perguntei do meu pedido
unanswered | liguei 4x na loja e ngm atende
general | horrivel. nunca mais
melted | sorvete chegou virado sopa
warmDrink | coca quente e sem gas, ninguem merece
delay | entrega super rapida, so 2h e 10min, parabens 👏👏
cold | amei a pizza gelada, super refrescante nesse calor kkkk
pricePortion | 45 conto num hamburguer do tamanho de um biscoito, q generosidade
taste | nossa q sal, acho q o cozinheiro chorou dentro da panela
missingItem | da proxima vez se puderem mandem os hashis tb ne 🙂
customisation | pelo visto "bem passado" ai significa outra coisa neh
mod:offensive; delay | bando de incompetente do c*ralho, 1h30 pra entregar uma marmita
mod:offensive; wrongItem | vcs sao burros ou oq? pedi calabresa veio frango c catupiry
mod:hate; service | o atendente v1ado ficou de gracinha comigo no telefone
mod:hate | so tem m@caco trabalhando nessa cozinha
mod:threat; wrongItem | se vier errado de novo eu vou ai pessoalmente e quebro essa loja inteira
mod:threat; foreignBody | achei uma barata no pastel. tirei foto e se nao me devolverem o dinheiro vou espalhar em tudo q é grupo do bairro
mod:noOrder | dizem q essa pizzaria usa queijo vencido, fiquem espertos
mod:noOrder | nunca comprei aqui mas o burguer da esquina é mil vezes melhor, nem percam tempo
mod:refund; notDelivered | pedido nao chegou e o ifood ta enrolando pra devolver meu dinheiro faz 5 dias
mod:refund; missingItem | veio faltando o temaki, pedi reembolso no app e negaram. absurdo
notDelivered | marcou como entregue mas nao chegou nada aqui
praise; delay | comida maravilhosa como sempre mas hj demorou dmais
praise; packaging | sabor top mas o caldo do lamen vazou todo na sacola
praise; portion | pao de queijo uma delicia mas vieram 6 unidades minusculas
delay; cold; taste; missingItem | demorou 1h, batata murcha e fria e ainda esqueceram o molho
 | pedido de hoje
mod:courier; courier; missingItem | o lacre veio rompido e sumiu o refri, claramente o motoboy abriu a sacola no caminho
praise | sonho de doce de leite perfeito, fofinho demais
taste | pizza com a massa crua no meio, tive q colocar no forno
spoiled | a maionese da casa tava com gosto de passada, azeda
wrongItem | veio o pedido de outra pessoa, nome "Juliana" na comanda e eu sou o Marcos
delay; unanswered | 1h40 esperando, mandei msg no chat da loja e nada de resposta
portion; pricePortion | acai de 500ml veio pela metade do copo e ainda cobram 32 reais
paidExtra | paguei adicional de bacon e nao tinha NADA de bacon no lanche
paidExtra | paguei granola e leite ninho a parte e nenhum dos dois veio
taste | coxinha encharcada de oleo, massa mole
spoiled | o peixe tava com um cheirinho diferente hj hein, ja foi melhor
mod:offensive; general | lixo de restaurante, vcs sao uns porcos
general | decepcionada demais
praise | atendimento nota 10, a dona ainda mandou um bilhetinho fofo 🥰
mod:courier; courier; delay | o motoboy ficou rodando no bairro 40 min pq nao achava a rua, a loja nao tem culpa mas enfim
foreignBody | obrigado pelo brinde, um cabelo de cortesia no meio do strogonoff 👌
missingItem | faltou o shoyu e o gengibre
customisation | pedi molho a parte e veio tudo afogado no molho
other=pedido cancelado sem explicação | cancelaram meu pedido depois de 50 minutos sem explicar nada
praise; cold | o entregador foi mt educado, pena q a marmita chegou fria
wrongItem | pedi pizza grande veio broto 😑
delay | cade meu pedido??? 1h e meia ja
praise | simplesmente perfeito 🍣🍣
delay; cold; wrongItem; unanswered | gente sinceramente. pedi as 19h pro aniversario da minha filha. chegou 20h40, pizza fria e a doce veio de prestigio sendo q pedi brigadeiro. liguei na loja e ninguem atendeu. a menina chorou. nunca mais peço ai
service | pedi pra trocar o refri e a atendente disse q "nao é problema dela"
poisoning | fiquei o dia todo com dor de barriga e diarreia depois do xis salada
raw | o hamburguer veio sangrando, carne crua msm, e eu nem pedi mal passado
poisoning | meu estomago ta revoltado desde o almoço e so comi a marmita de vcs... 🤔
mod:app; app | cupom de 20 nao aplicou de jeito nenhum, app bugado
warmDrink; missingItem | o suco veio quente e esqueceram o ketchup
mod:offensive; cold | pqp comida fria DE NOVO, vao se f*der
melted | o milkshake chegou derretido, virou leite
mod:noOrder | vi no insta q a vigilancia sanitaria fechou essa loja, alguem sabe??
praise; taste | a pizza tava otima mas o molho muito doce pra mim
mod:threat; notDelivered | 2x q meu pedido some. sei onde fica a loja, da proxima vou ai resolver do meu jeito
 | alguem sabe se abre domingo?
wrongItem; customisation | veio o acai com morango sendo q pedi banana, e pedi sem leite condensado e veio cheio
mod:offensive; delay | 2 HORAS PRA UMA PIZZA!!! vcs sao uma piada, bando de lerdo
portion | hot roll minusculo, parece de brinquedo
diet | pedi o pao sem gluten pq to evitando, veio o normal
mod:courier; courier | o entregador exigiu q eu descesse e ainda reclamou da gorjeta
raw | o frango do parmegiana tava meio rosinha no meio, preferi nem arriscar
 | chegou no tempo q o app falou
praise | marmita caseira de vdd, tempero de vó ❤️
delay; cold | Fiz o pedido às 20h e só chegou às 21h40. A lasanha estava completamente fria.
praise | Pedimos pizzas para o aniversário e todos elogiaram. Massa leve, recheio generoso. Parabéns à equipe!
foreignBody; unanswered | Encontrei um fio de cabelo no meio do temaki. Tentei contato pelo chat da loja, mas ninguém respondeu.
poisoning; spoiled | Meu filho teve febre e vômito depois de comer o sushi. O peixe já estava com um cheiro estranho quando abrimos a embalagem.
missingItem; paidExtra | Faltaram os dois refrigerantes do combo e também o adicional de cheddar que paguei à parte.
allergy | Coloquei na observação que tenho intolerância à lactose e o hambúrguer veio com queijo. Isso é muito sério.
pricePortion | O preço do combinado aumentou 20% em dois meses e a quantidade de peças diminuiu. Fica difícil continuar pedindo.
service; wrongItem | Liguei para avisar que o pedido veio errado e a atendente simplesmente desligou na minha cara.
praise; delay | A comida é excelente, sempre foi. Mas ultimamente a entrega está levando mais de uma hora.
other=troco errado | O pagamento foi em dinheiro e o troco veio com 10 reais a menos.
raw | A coxa de frango estava crua perto do osso. Não dá para servir frango assim.
mod:threat; poisoning | Minha esposa passou mal depois do strogonoff. Se eu não tiver uma resposta até amanhã, vou expor o restaurante em todas as redes sociais e na imprensa.
mod:noOrder | Nunca pedi aqui, mas trabalhei num restaurante vizinho e sei bem como funciona aquela cozinha. Não recomendo.
mod:refund; wrongItem | Recebi o pedido errado, a loja reconheceu o erro, mas o reembolso pelo aplicativo nunca caiu. Já abri três chamados.
praise | Os salgados para a festa chegaram pontualmente e estavam deliciosos. Com certeza encomendaremos de novo.
other=pedido cancelado cozinha fechada | Aceitaram o pedido e, meia hora depois, cancelaram dizendo que a cozinha já tinha fechado.
diet | Sou diabético e pedi o suco sem açúcar. Estava visivelmente adoçado.
customisation; taste | Pedi a carne ao ponto e veio completamente passada, dura como sola de sapato.
mod:app; app | O aplicativo não aceitou meu cartão e tive que refazer o pedido três vezes.
unanswered; notDelivered | O pedido não chegou. Liguei no telefone da loja várias vezes e ninguém atendeu.
praise; pricePortion | Hambúrguer muito saboroso, porém achei caro para o tamanho.
mod:offensive; service | A gerente é uma grossa, uma incompetente. Reclamei educadamente e fui tratada com desprezo.
mod:hate; taste | Comida sem tempero nenhum. Também, cozinha cheia de paraíba, só podia dar nisso.
mod:courier; courier | O entregador chegou fumando, com a caixa da pizza aberta no baú, e ainda foi grosseiro.
spoiled | O creme do bolo estava azedo. Comprei para o aniversário da minha mãe e foi um constrangimento.
other=nota fiscal | Solicitei a nota fiscal três vezes e até hoje não recebi.
praise | Ótima opção de marmita fitness, tudo bem pesado e temperado na medida.
 | Primeiro pedido nesta loja.
mod:noOrder | Soube por uma vizinha que encontraram rato na cozinha desta padaria. Cuidado, pessoal.
praise; missingItem | Tudo muito gostoso, só faltaram o guardanapo e os talheres.
delay; cold | Pedí a las 20h y llegó a las 21:30, la pizza totalmente fría. Una pena.
praise | Los pastéis y el açaí estaban buenísimos, ¡volveré a pedir!
wrongItem | Pedí hamburguesa con cheddar y llegó una de pollo, nada que ver
missingItem | Faltó la salsa de soja y los palillos, tuve que comer sushi con tenedor 😒
poisoning | Después de comer el sashimi mi marido estuvo con diarrea toda la noche.
mod:offensive; service | La que atiende el WhatsApp es una idiota, me contestó de mala manera.
allergy | Soy celíaca, pedí pan sin gluten y me mandaron pan común. Por suerte me di cuenta antes de comer.
pricePortion | Qué generosos, 40 reales por cuatro piezas de sushi 🙃
mod:noOrder | Me contaron que en la cocina hay cucarachas, no pidan aquí
mod:courier; courier | El repartidor no quiso subir y me hizo bajar ocho pisos, y encima con mala cara
taste | La masa de la pizza estaba cruda en el medio
spoiled | El yogur del bowl de açaí tenía sabor agrio, estaba pasado
praise; pricePortion | Muy rico todo pero carísimo para lo que viene
 | Primera vez que pido aquí, a ver qué tal.
mod:refund; notDelivered | El pedido nunca llegó y la app no me devuelve el dinero, ya van tres días
delay | Ordered at 7, food showed up at 8:40. Ridiculous.
praise | Best coxinha I've had in São Paulo, crispy and loaded with chicken.
raw; customisation | The burger was basically raw inside, bright red, even though I asked for well done.
foreignBody | Found a piece of plastic in my açaí bowl. Not ok.
other=note 5 stars free dessert | There was a note in the bag offering a free dessert if I leave 5 stars. Feels shady.
cold | Love my pizza served at the temperature of a fridge. Really innovative.
mod:app; app | The app crashed at checkout, charged my card and no order was placed.
mod:offensive; wrongItem | Are you f***ing kidding me? Third time you send the wrong sushi.
diet | I'm diabetic and the "sugar free" juice was obviously loaded with sugar.
praise; missingItem | Amazing pastéis, but you forgot the vinaigrette. Still 5 stars.
 | Ordered for the whole office, we'll see how it goes.
portion | "Family size" marmita that barely fed one person.
mod:courier; courier | Driver left the food at the gate in the rain and didn't even ring the bell.
wrongItem; unanswered | Got someone else's order. Messaged the restaurant through the app, no reply after an hour.
mod:noOrder | Never ordered here but a friend said they reuse the frying oil for weeks. Gross.
`,
);

/** Set BI: an external auditor before launch: plain, hard, safety, offensive and fake, the marketplace's matters, Spanish and English. */
export const BY_OTHERS_BI = parseReviews(
  "othersBI",
  `
delay | demorou mais de 1h e meia pra chegar, absurdo
delay; cold | chegou tudo frio e atrasado 😡😡
wrongItem | pedi x salada veio x frango, ai nao ne
missingItem | cade a coca q eu pedi?? nao veio
praise | melhor hamburguer da regiao sem exagero 😍
 | normal
customisation | pedi SEM CEBOLA, escrevi em caps na observação e veio cheio de cebola. vcs leem as obs?
paidExtra | paguei bacon extra e n veio nem uma tira
portion | a porção de fritas veio com umas 10 batatas kkkkk
pricePortion | 38 reais num açai de 500 q nem chega na boca do copo
packaging | o caldo vazou todo na sacola, chegou uma meleca
taste; spoiled | arroz sem sal nenhum e o feijao tava azedo
raw | frango cru por dentro, tava rosa ainda perto do osso
foreignBody | achei um cabelo no meio do macarrao, perdi a fome
poisoning | passei a noite toda vomitando depois do yakisoba de vcs
allergy | avisei no chat q sou alergica a camarao e veio camarao no risoto, tive q tomar antialergico
diet; customisation | pedi o suco sem açucar pq sou diabetico e veio docissimo
mod:courier; courier | motoboy mal educado, nao quis subir nem 1 andar e ainda ficou xingando no interfone
mod:app; app | o app cobrou 2x no meu cartao e ninguem resolve
mod:refund; notDelivered | pedido nunca chegou e o estorno ate hj nada, ja faz 10 dias
notDelivered | app mostra entregue mas nao chegou nada aqui em casa
delay; unanswered | pedido atrasado 1h, liguei 5x na loja e ninguem atende
service | a moça do whats foi super grossa cmg so pq perguntei do pedido
general | horrivel, nunca mais
melted | sorvete chegou virado sopa 🍦➡️🥣
warmDrink | guarana quente e sem gas nenhum
mod:offensive; delay | bando de incompetente do c*ralho, 2h pra entregar um lanche
mod:hate; general | so tem m4c4c0 trabalhando nessa cozinha, por isso q é essa porcaria
mod:threat; cold | se vier frio de novo eu vou ai e quebro essa loja inteira
mod:noOrder | nunca pedi ai mas meu primo falou q acharam barata na cozinha, credo
delay | nossa q rapidez, so 2h30 de espera 🙄
taste | parabens pela pizza de borracha, otima pra jogar frisbee 👏👏
taste | amei o tempero, era sal com um pouquinho de carne
foreignBody | obrigada pelo brinde, um fio de cabelo enrolado no queijo 🙃
cold | tive q esquentar tudo no microondas antes de comer
poisoning | comi o strogonoff no almoço e passei a tarde toda no banheiro, entendedores entenderão
spoiled | a carne tava com um cheiro estranho, meio podre, joguei fora
spoiled | iogurte da sobremesa vencido desde o mes passado, olhem a validade pf
foreignBody | tinha um pedaço de plastico duro no hamburguer, quase quebrei o dente
foreignBody | mordi algo crocante no feijao... era uma pedra
customisation; raw | pedi o burguer BEM PASSADO e veio sangrando no meio
allergy; customisation | sou intolerante a lactose, pedi sem queijo e veio cheio de queijo
allergy | meu filho é celiaco, perguntei no chat se a massa tinha gluten, disseram q nao e era massa de trigo comum
diet | sou vegetariana e tinha bacon no meio da salada "veggie" 🤢
praise | tudo perfeito como sempre, vcs sao demais ❤️
praise | chegou quentinho e bem embalado, parabens
praise | a coxinha de vcs é a melhor de sp kkk viciei
 | pedi pela primeira vez, vamos ver
 | entrega normal, comida normal
praise; delay | comida boa mas demorou demais
praise; missingItem | lanche maravilhoso, pena q esqueceram a batata
taste | pizza com a massa crua no meio e a borda queimada
price | taxa de entrega de 15 reais pra 2km?? ta de sacanagem
price | ta tudo mt caro, 70 conto num combo de hamburguer
pricePortion | aumentaram o preço e diminuiram o lanche, ta de brincadeira ne
wrongItem | veio o pedido de outra pessoa, nome no ticket era Marcos e eu sou a Julia
missingItem | nao mandaram talher nem guardanapo, comi com a mao
paidExtra | paguei 12 reais na borda recheada de catupiry e a borda veio seca, sem nada
paidExtra; portion | cobraram o adicional de carne e so veio UMA carne, e fininha ainda
packaging; cold | marmita mal fechada, abriu na sacola e chegou fria
courier; missingItem | o lacre da sacola veio rompido e faltou a batata, certeza q o motoboy abriu
courier; delay | motoqueiro ficou rodando o bairro 40min pq nao sabia usar o mapa
mod:app; app | cupom de desconto nao funcionou no app, paguei o valor cheio
mod:app; app | o rastreio do app ficou travado em "preparando" mas o pedido chegou certinho kkk
mod:refund; wrongItem | veio o lanche errado, pedi reembolso e o ifood negou
unanswered | mandei msg no chat da loja pra mudar o endereço e ninguem respondeu
mod:offensive; wrongItem | seus burros, é a terceira vez q erram meu pedido, aprendam a ler
mod:offensive; general | vai se f*der restaurante lixo
mod:hate; service | atendente v1ado fazendo gracinha no telefone e me tratou mal
mod:threat; service | vou expor a cara desse gerente no insta pra todo mundo ver, vcs me trataram q nem lixo
mod:noOrder | os cara da pizzaria do lado sao bem melhores, aqui é tudo congelado todo mundo sabe
mod:noOrder | dizem q o dono nao paga os funcionario, boicote!!
delay; cold; taste | demorou, chegou gelado e o bife duro feito sola de sapato
praise; portion | o sabor é otimo mas a porção encolheu mt
wrongItem; missingItem | trocaram o sabor do suco e nem mandaram o refri
foreignBody | tinha uma mosca MORTA na salada 🤮🤮
raw; poisoning | o peixe tava meio cru e no dia seguinte eu tava com dor de barriga e vomitando
poisoning | a familia toda passou mal depois do churrasco de vcs, fomos parar na upa
other=nota fiscal | pedi nota fiscal no pedido e nao mandaram
other=troco faltando | paguei em dinheiro e o troco veio faltando 10 reais
other=loja fechada | o app mostra aberto mas a loja ta fechada, perdi meu tempo
praise | atendimento nota 10, a moça resolveu tudo rapidinho
praise | entrega rapida!!!
 | pedi de novo
delay; cold; paidExtra | Pedi as 19h. As 20h30 nada. Liguei e disseram q ja tinha saido. Chegou 21h15 com a pizza fria e a borda recheada q paguei veio sem recheio. Nunca mais.
praise; taste; portion | Sempre peço aqui e sempre foi otimo. Dessa vez veio diferente: o frango tava seco, a farofa sem gosto e a porção bem menor. Espero q seja so uma fase pq gosto mt de vcs.
mod:hate; delay | so podia ser coisa de par@iba mesmo, 2h pra entregar uma marmita
other=pedido cancelado sem explicacao | a loja cancelou meu pedido depois de 40 min sem dar explicação nenhuma
praise | sushi fresquinho, peixe de qualidade, virei cliente 🍣🍣
delay; cold; wrongItem | O pedido atrasou quase uma hora, chegou frio e ainda trocaram o sabor da pizza.
praise; taste | A carne estava no ponto certo, porém o arroz estava empapado e sem sabor.
packaging; missingItem; delay | Embalagem rasgada, faltou o refrigerante e o motoboy chegou 50 minutos depois do previsto.
spoiled | Notei que a maionese tinha um gosto avinagrado e um aspecto diferente do normal; preferi não comer.
poisoning | Desde ontem à noite estou com cólicas e febre. A única coisa diferente que comi foi o sushi de vocês.
allergy | Informei que meu marido tem alergia a amendoim. O molho do frango continha amendoim e ele precisou ir ao pronto-socorro.
unanswered; service | Tentei contato pelo telefone e ninguém atendeu; quando finalmente responderam pelo chat, foram ríspidos.
praise | Excelente. Sabor caseiro, porção generosa e entrega dentro do prazo. Recomendo.
general | Experiência muito abaixo do esperado.
praise; pricePortion | Gosto muito do tempero, mas pagar R$ 52 por uma marmita que mal enche um prato não dá.
customisation; wrongItem | Pedi o molho à parte e a coca zero; o molho veio por cima de tudo e a coca era normal.
mod:courier; courier | O entregador exigiu que eu descesse até a portaria, mesmo sabendo que sou cadeirante. Um desrespeito.
mod:app; app | O aplicativo não aceitou o pagamento via Pix e acabei pagando em dinheiro na entrega. Nada contra o restaurante.
mod:refund; missingItem | Faltou uma das marmitas e a plataforma só estornou metade do valor.
foreignBody | Havia um pedaço de papel alumínio misturado ao recheio da lasanha.
raw | O frango à parmegiana estava com a parte interna rosada e úmida, claramente mal cozido.
 | Pedido recebido.
praise; delay | Comida ótima, como sempre. Só a entrega que, mais uma vez, levou mais de uma hora.
other=itens indisponiveis | Metade dos itens do cardápio estava indisponível e só avisaram depois que paguei.
taste | Impressionante como conseguiram deixar um simples misto-quente tão salgado quanto água do mar.
mod:noOrder | Nunca comprei aqui, mas vi no grupo do bairro que a cozinha foi interditada pela vigilância. Cuidado.
melted; packaging | O açaí chegou derretido e escorrendo pela tampa, que estava mal encaixada.
warmDrink; cold | O suco veio morno e a comida fria. Não é difícil usar uma bolsa térmica.
delay | tardó casi dos horas, una locura
cold | la pizza llegó fría, tuve que calentarla en el horno
wrongItem | pedí una hamburguesa de pollo y me mandaron una de res
missingItem | faltaron las papas fritas del combo
praise | riquísimo todo, volveré a pedir sin duda
foreignBody | encontré un pelo en la ensalada, qué asco
poisoning | después de comer las empanadas tuve diarrea toda la noche
allergy | soy celíaca, avisé por el chat y aun así el pan tenía gluten
raw | el pollo estaba crudo por dentro, se veía rosado
spoiled | el ceviche olía raro, como pasado, no me lo comí
mod:courier; courier | el repartidor fue muy grosero y me tiró la bolsa en la puerta
mod:offensive; taste | comida de mierda, son unos inútiles, la carne estaba dura como piedra
mod:threat; wrongItem | me mandaron el pedido equivocado y como no me devuelvan el dinero voy al local y se van a enterar
price | carísimo el envío, casi 20 reales por tres cuadras
praise; taste | la salsa muy buena pero la carne salada en exceso
 | todo normal
customisation | pedí sin cebolla y vino con cebolla, otra vez
delay | qué rápido, solo hora y media 🙄
mod:noOrder | nunca pedí aquí pero dicen que usan carne de dudosa procedencia
packaging | la sopa llegó derramada, la tapa mal cerrada
mod:app; app | la app no me dejó aplicar el cupón
pricePortion | porción ridícula para lo que cuesta
mod:hate; service | me atendió un m@ric0n que no sabe ni tomar un pedido
delay; cold | took over an hour and the fries were stone cold
praise | best acai I've had in Brazil, super fresh
wrongItem; diet | ordered the veggie burger and got a beef one, I'm vegetarian and bit into it before noticing
allergy | I told them I have a severe peanut allergy and the stir fry came covered in peanuts
foreignBody | found a piece of plastic wrap inside my burrito
poisoning | pretty sure this gave me food poisoning, sick all night
notDelivered | the order never showed up but the app says delivered
mod:refund; missingItem | still waiting on my refund for the missing drinks, two weeks now
taste | oh great, another soggy pizza. consistent, I guess 🙄
mod:offensive; service | your staff are f***ing clueless, hung up on me twice
 | it was fine
spoiled | the milk in my iced coffee had gone sour
pricePortion | R$60 for six tiny dumplings? come on
mod:threat; delay | keep me waiting 2 hours again and I'll find out where you live
praise | driver was super friendly and the food was great
`,
);

/** Set BS: a careful annotator's held-out set: plain, hard, safety, offensive and fake, the marketplace's matters, Spanish and English. */
export const BY_OTHERS_BS = parseReviews(
  "othersBS",
  `
delay; cold | mds 1h40 esperando e o lanche chegou gelado
wrongItem; diet | pedi coca zero e veio coca normal, sou diabetica ne gente, presta atencao
customisation | escrevi SEM CEBOLA em maiusculo e veio cheio de cebola kkkk vcs nao leem a obs?
missingItem | cade a batata q eu paguei?? veio so o lanche
paidExtra | paguei 6 reais de bacon extra e nao tinha nem um pedacinho de bacon
portion | marmita pequena demais, mal deu pra mim
price | taxa de entrega de 12 reais pra 2km, ta de brincadeira ne
pricePortion | 45 conto num acai de 500 q veio pela metade do copo
packaging | o caldo vazou todo dentro da sacola, chegou tudo melecado
taste | pizza com a massa crua no meio e mt sal na calabresa
raw | frango cru por dentro, rosado msm, joguei fora
spoiled | maionese azeda, o cheiro ja entregava
foreignBody | achei um cabelo enorme no meio do strogonoff 🤢
poisoning | comi o temaki ontem e passei a madrugada inteira no banheiro
allergy | coloquei na obs q tenho alergia a camarao e o risoto veio com camarao, fui parar na upa
courier; mod:courier | o motoboy se recusou a subir e ainda me xingou pelo interfone
app; mod:app | o cupom nao aplicou e o app cobrou o valor cheio
service | a moça do whats foi super grossa cmg qdo reclamei
general | horrivel
praise | melhor pastel da regiao, chegou quentinho e crocante 😍
delay | parabens pela agilidade, meu jantar chegou praticamente no cafe da manha 👏👏
mod:offensive; wrongItem | bando de incompetente do c*r*lho, trocaram meu pedido DE NOVO
mod:hate; delay | 2h de espera, so pode ser um bando de v*ad0 trabalhando nessa cozinha
mod:threat; notDelivered | se meu pedido nao chegar hj eu vou ai na loja e quebro tudo
mod:threat; foreignBody | achei uma barata na comida. vou postar em tudo q é grupo do bairro e vcs vao fechar, podem esperar
mod:noOrder | nunca pedi ai mas dizem q a cozinha é cheia de rato
mod:noOrder; general | comida de quinta, pede no Sabor da Vila aqui do lado q é mt melhor e mais barato
mod:refund; notDelivered | pedido nao chegou e o ifood ate agr nao estornou meu dinheiro, ja faz 10 dias
notDelivered | app marcou como entregue e nada chegou aqui em casa
melted | sorvete virou sopa
warmDrink | guarana quente e sem gas
delay; cold; missingItem | demorou uma eternidade, veio frio e ainda esqueceram o refri
praise; delay | comida maravilhosa como sempre, so a entrega q demorou um pouco hj
praise; portion | sabor nota 10 mas a porcao diminuiu bastante ne
 | pedi pela primeira vez hj
praise | perfeito!!!
taste | hamburguer passou do ponto, seco q nem sola de sapato
spoiled | o iogurte q vem no acai tava vencido, olhei a data na tampa
foreignBody | tinha um pedaco de plastico duro no meio do arroz, quase quebrei o dente
poisoning; raw | meu filho comeu o nugget meio cru e teve diarreia a noite toda
diet | sou vegetariana, pedi o lanche de grao de bico e veio com bacon no meio
allergy | avisei q sou celiaca e mandaram o lanche no pao comum
courier; missingItem | o entregador abriu a sacola, o lacre tava rasgado e faltava a batata
app; delay | o app ficou mostrando o motoboy parado no mesmo lugar por 40 min
service | mandei msg no chat, demoraram 1h pra responder e ainda foram secos comigo
unanswered; wrongItem | veio o pedido de outra pessoa e ninguem responde o chat da loja
general | nunca mais peco, q decepcao
praise | atendimento nota mil, o rapaz trocou meu pedido sem custo nenhum e ainda mandou uma sobremesa
price | ta caro demais, 89 reais num combo pra 2 pessoas
pricePortion | o x-tudo subiu 5 reais e ficou menor, q fase
packaging | caixa da pizza amassada, a cobertura toda grudada na tampa
missingItem | faltou o sache de ketchup e o molho da casa tb
paidExtra; missingItem | paguei adicional de cheddar q nao veio e a coca tb nao veio
wrongItem | pedi G e veio M
mod:offensive; general | vai tomar no c* essa loja, que m*rda
mod:offensive; service | a atendente é uma anta, nao sabe nem anotar um pedido
mod:hate | so tem m*c*co trabalhando nessa cozinha
raw | adorei o frango cru, sempre quis conhecer a salmonela de perto 🙃
portion | nossa q generosidade, 3 batatas na porcao 👏👏
warmDrink | obrigado pelo refri quente, perfeito pra esse calor de 38 graus
missingItem | da proxima vez manda o talher junto ne, comi com a mao
taste | acho q o cozinheiro ta apaixonado, meteu sal pra caramba
spoiled | o frango tava com um cheiro estranho, meio azedo, nem arrisquei comer
spoiled | a carne tava com uma cor meio esverdeada, isso é normal?
poisoning | depois do yakisoba a familia toda passou mal, coincidencia ne
praise; cold; missingItem; courier | o lanche é bom, mas veio frio, sem o molho e o motoboy ainda foi grosso
praise; taste | entrega rapida, pena q a comida nao tinha gosto de nada
praise; delay | comida boa mas 40 min pra chegar sendo q a loja é na minha rua
praise | 5 estrelas!!! melhor restaurante do brasil!!! (sou primo do dono rs)
mod:noOrder | sou dono da pizzaria concorrente e posso garantir q essa massa é congelada de mercado
mod:noOrder | minha vizinha disse q achou um prego na pizza deles, nao peco nem morta
mod:refund; foreignBody | o ifood negou meu reembolso mesmo eu mandando foto do cabelo na comida
mod:refund; notDelivered | cancelaram meu pedido e o estorno nunca caiu no cartao
app; mod:app | o app travou na hora de pagar e cobrou duas vezes no cartao
courier; mod:courier | motoboy pediu pra eu descer 5 andares e ainda reclamou da gorjeta
other=nota fiscal CPF errado | a nota fiscal veio com o CPF errado, preciso pra reembolso da empresa
other=loja fecha antes do horario | a loja fecha os pedidos 1h antes do horario q ta escrito no app, toda vez
other=troco errado | o troco veio errado, faltaram 10 reais
other=embalagem de isopor | tudo em isopor, custava usar uma embalagem menos poluente?
 | normal, nada demais
praise | Pedi a feijoada de sábado e simplesmente perfeita. Veio bem embalada, quentinha, porção generosa que deu pra três pessoas. O torresmo crocante é um espetáculo. Recomendo demais!
taste; portion; paidExtra | Sou cliente há mais de um ano. Nos últimos meses a qualidade caiu muito. O açaí vem aguado, com pouquíssima cobertura. Hoje ainda veio sem a paçoca que eu paguei à parte. Triste ver isso. Vou dar um tempo.
notDelivered; unanswered | pedido sumiu, loja nao responde e o motoboy nunca apareceu
cold | chegou morno
melted | milkshake chegou todo derretido, virou leite com chocolate
customisation | pedi molho a parte pra batata nao murchar... adivinha onde veio o molho
customisation | obs: sem pimenta. veio ardendo ate a alma 🔥🔥🔥
praise | amoooo essa hamburgueria ❤️ sempre impecavel
praise | Entrega super rápida e o entregador muito educado. Comida chegou do jeito que saiu da cozinha.
taste | arroz empapado, feijao sem tempero nenhum
foreignBody | MOSCA NA SOPA. MOSCA. 🪰
poisoning; spoiled | o camarao tava com um cheiro forte e umas horas depois comecei a vomitar
allergy | pedi sem lactose pq sou intolerante e veio cheio de requeijao, passei o dia mal
diet | Pedi a versão sem glúten porque estou de dieta e veio no pão normal.
mod:refund | o ifood so me deu credito em vez de devolver meu dinheiro, absurdo
service | o dono respondeu minha reclamacao com deboche, achando graca
unanswered; missingItem | mandei msg 3 vezes sobre a bebida q faltou, zero resposta
mod:offensive; delay | demora do c*ralho, bando de lerdo
mod:hate; service | atendente com voz de b1cha, nem entendi o q ele falou no telefone
mod:hate; taste | so podia ser nordestino pra cozinhar mal desse jeito, comida sem gosto nenhum
poisoning; mod:threat | passei mal com o pastel de vcs. vou expor no tiktok e processar, aguardem
courier; mod:courier; mod:threat | o motoboy jogou minha sacola no chao da portaria. se eu encontrar ele na rua eu arrebento
mod:noOrder | Não comprei, mas vi no grupo do bairro que tem gente passando mal com a comida daqui.
praise; paidExtra; packaging; delay | pizza boa, massa fininha, mas veio sem a borda q paguei, a caixa amassada e chegou 50 min atrasada
praise; general | o motoboy foi um amor, ja a comida... melhor nem comentar
praise; price | gostei, mas achei caro
raw; customisation | hamburguer com a carne vermelha e sangrando por dentro e eu pedi BEM PASSADO
other=foto diferente do cardapio | a foto do cardapio nao tem nada a ver com o q chega
delay; unanswered | 1h e meia de atraso e nem uma msg da loja, liguei e ninguem atendeu
 | pedi pro pessoal do escritorio
delay; cold | El pedido tardó casi dos horas y la pizza llegó helada.
wrongItem | Pedí empanadas de carne y me mandaron de jamón y queso.
praise | Riquísimo todo, llegó calentito. ¡Mil gracias!
customisation | Puse "sin cebolla" en el pedido y vino llena de cebolla.
raw | El pollo estaba crudo por dentro, todavía rosado.
foreignBody | Encontré un pelo en la ensalada, qué asco.
poisoning | Después de comer el ceviche pasé toda la noche con diarrea.
mod:offensive; service | El del chat me contestó de mala manera, son unos p*ndejos.
courier; mod:courier | El repartidor no quiso subir y me hizo bajar en pijama a la calle.
mod:refund; missingItem | Faltó la bebida y la app todavía no me devolvió la plata.
portion | La porción es ridícula, tres nuggets y ya.
pricePortion | Carísimo para lo poquito que viene.
allergy | Avisé que soy alérgica al maní y la salsa tenía maní. Terminé en urgencias.
delay | Excelente servicio, solo esperé hora y media por una hamburguesa 🙄
praise; taste | La carne buenísima, pero las papas llegaron blandas y aceitosas.
spoiled | La leche del batido estaba cortada, olía agrio.
 | Primera vez que pido acá.
mod:threat; wrongItem | Otra vez mandaron mal el pedido. Si pasa de nuevo voy al local y no respondo de lo que haga.
mod:noOrder | Nunca pedí acá pero mi cuñado dice que usan carne de gato.
unanswered | Llamé tres veces al local y nadie contestó.
packaging | La sopa se derramó toda en la bolsa, la tapa venía mal cerrada.
diet | Soy vegano, pedí la hamburguesa de lentejas y vino con queso encima.
melted; delay | El helado llegó derretido porque tardaron una eternidad.
app; mod:app | La aplicación no me dejó usar el cupón y me cobró el precio completo.
mod:hate; general | La cocinera es una ind*a sucia, por eso la comida es un asco.
delay; cold | Took over an hour and the burger was cold when it finally showed up.
praise | Best coxinha I've had outside São Paulo. Crispy and hot.
missingItem | My guaraná was missing from the bag.
wrongItem; diet | Ordered the veggie wrap and got a chicken one instead. I'm vegetarian.
foreignBody | Found a piece of plastic wrap baked into the lasagna.
poisoning | Both of us were throwing up a few hours after dinner from here.
courier; mod:courier | Driver left the food at the wrong gate and then stopped answering his phone.
pricePortion | Love how the "large" pizza is the size of a dessert plate. Great value 🙃
taste | Way too salty, couldn't finish it.
mod:offensive; general | This place is absolute sh*t, f*** you guys.
praise; packaging | Food was great but the açaí cup leaked all over the bag.
 | Ordered for the office.
app; mod:app | The app charged my card twice and support just keeps sending canned replies.
raw | The pork was pink and bloody in the middle. Not safe to eat.
notDelivered; unanswered | Order never came, and the restaurant won't pick up the phone.
`,
);

/** Set BU: a moderation and safety review board: a third safety, a third moderation, a third look-alikes. */
export const BY_OTHERS_BU = parseReviews(
  "othersBU",
  `
raw | frango totalmente cru por dentro, ate sangue perto do osso. nojo
raw; poisoning | o frango a passarinho tava rosado no meio, comi sem perceber e passei a madrugada inteira no banheiro 🤢
allergy; customisation | SOU ALERGICA A AMENDOIM e escrevi SEM AMENDOIM na observação. veio paçoca por cima do açai inteiro. vcs querem me matar??
allergy; poisoning | sou intolerante a lactose, perguntei no chat se o molho tinha leite e falaram q nao. tinha creme de leite sim, to com dor de barriga desde ontem
allergy; wrongItem | celiaca aqui. pedi a pizza de massa sem gluten e claramente veio a massa comum, a textura é outra. nao da pra arriscar, joguei tudo fora
diet; customisation | to na dieta low carb, pedi o burguer no prato SEM PAO e veio com pão
diet | sou vegetariana e o risoto de cogumelos veio com bacon picado no meio. serio isso?
diet; wrongItem | sou diabetico, pedi coca zero e mandaram coca normal. nao da ne
foreignBody | cabelo no strogonoff. dois fios. compridos.
foreignBody | achei um pedaço de plastico duro dentro do bolinho de bacalhau, quase quebrei um dente
foreignBody | tinha uma barata MORTA no fundo da marmita. mandei foto pro ifood
spoiled | vinagrete azedo, com cheiro de estragado mesmo
spoiled | refri vencido faz 2 meses, olhem a validade antes de mandar pro cliente
spoiled; poisoning | a maionese da casa tava estragada, 3 pessoas aqui em casa passaram mal
poisoning | comi o temaki ontem a noite e hj to de atestado, vomitei tudo
poisoning | digamos que eu e meu intestino nao somos mais amigos desde o yakisoba de ontem
foreignBody | veio com um tempero extra: um fio de cabelo loiro. detalhe, ninguem aqui em casa é loiro
raw | o frango tava tao mal passado que ainda cacarejava
spoiled | o queijo do lanche tava mofado mano, cheio de bolinha verde, zoado demais
raw | costelinha de porco crua perto do osso, rosa e molenga. nao comi
raw | a linguiça toscana veio crua por dentro
raw; customisation | pedi o salmão grelhado BEM PASSADO e veio cru no meio
foreignBody | pedra no feijão, cuidado ao mastigar
foreignBody | mordi o pão e tinha um grampo de cabelo dentro
spoiled | o leite do milkshake tava talhado, gosto de coisa vencida
allergy; wrongItem; poisoning | avisei que meu filho é alérgico a camarão e pedi o yakisoba de frango. veio de camarão, ele teve reação e fomos parar no pronto socorro
raw | El pollo vino crudo por dentro, totalmente rosado. Una vergüenza.
poisoning | Comí el ceviche y pasé toda la noche vomitando.
allergy; customisation; poisoning | Soy celíaca y pedí todo sin gluten, me mandaron el sándwich con pan común. Me hizo mal toda la tarde.
foreignBody | Había un pelo en la empanada 🤮
spoiled; taste | la crema estaba agria y el pan duro como piedra, seguro era de ayer
raw | el chori estaba medio crudo boludo, rosadito adentro
raw; unanswered | Chicken was pink in the middle. Sent a photo to the store, no reply.
allergy; customisation | I'm allergic to nuts and wrote it in the notes. There were cashews in the stir fry. Could have been really bad.
foreignBody | found a piece of blue plastic in my rice
spoiled | the yogurt was expired, date on the lid was last week
poisoning | got food poisoning from the shrimp tacos, spent the whole night hugging the toilet
poisoning | Let's just say my stomach filed a formal complaint after the pork bao
allergy; customisation; poisoning | Lactose intolerant, asked for no cheese, burger came loaded with cheddar. You can guess where I spent the evening.
spoiled | a carne moida tava com cheiro estranho, meio azeda. nem comi
foreignBody | tinha um bicho na alface, tipo uma lagartinha verde se mexendo
spoiled | o salmão do sushi tava com cheiro forte de peixe passado, joguei fora
spoiled | o açai tava com gosto de fermentado, acho q descongelou e congelaram de novo
poisoning | passei mal dps do xis e sei q foi dele pq foi a unica coisa q comi no dia
spoiled | bolo de aniversario veio com a validade vencida na etiqueta. pra festa do meu filho!!
allergy; poisoning | aviso aos alergicos: o pesto daqui tem castanha e nao ta escrito no cardapio. minha esposa teve reação
raw; customisation | pedi o hamburguer bem passado pq to gravida e veio vermelho por dentro. fiquei preocupada
poisoning | Prezados, informo que após o consumo do frango xadrez toda a família apresentou vômitos e diarreia durante a noite.
raw; poisoning | o pernil tava rosado no meio, achei q era tempero... nao era. dois dias de cama
foreignBody | vou denunciar na vigilancia sanitaria, tinha um pedaço de unha na salada
mod:offensive; delay | atendente lerdo do c*ralho, 2h pra sair um lanche
mod:offensive; wrongItem | bando de incompetente filho da p*ta, pedi frango e veio carne
mod:hate; courier; mod:courier | o motoboy m@caco nem quis subir
mod:hate; wrongItem | o atendente v*ado errou meu pedido de novo
mod:threat; wrongItem | veio errado pela terceira vez. se vier errado de novo eu vou ai e quebro essa loja inteira
mod:threat; courier; missingItem; mod:courier | o motoboy comeu minhas batatas, sei onde ele mora, ele q se cuide
mod:threat; service | a dona me tratou mal no telefone. vou postar o nome e a cara dela em todo grupo do bairro pra todo mundo saber quem ela é
mod:noOrder | nunca pedi aqui mas dizem que a cozinha é cheia de rato
mod:noOrder | peçam no Burguer do Tião, mto melhor e mais barato. esse aqui é lixo
mod:noOrder | minha vizinha falou q passou mal com a comida daqui, nem vou arriscar
notDelivered; mod:refund | o pedido nao chegou e o ifood ate agora nao estornou meu dinheiro, ja faz 15 dias
missingItem; mod:refund | pedi reembolso pelo lanche q veio faltando e o app negou. palhaçada
app; mod:app | o app travou na hora de pagar e cobrou 2x no cartao
app; mod:app | cupom nao funciona, o app fica dizendo q é invalido
courier; mod:courier | entregador grosso, jogou a sacola no chao e saiu xingando
courier; mod:courier | o motoboy ligou 10x e nao quis subir, disse q nao é obrigado
mod:offensive; general | lixo, vsf
mod:offensive; general | vcs sao uns b0st4s, comida de m3rda
mod:offensive; service | a moça do caixa é uma g*rda mal educada, me respondeu atravessado
mod:hate; wrongItem | atendente paraíba burro anotou meu pedido todo errado
mod:noOrder | essa loja é do mesmo dono da lanchonete q fechou por sujeira, fiquem espertos
mod:threat; raw | to com vontade de ir ai dar uns tapa no cozinheiro q mandou esse frango cru
praise; mod:refund | a loja ate foi gente boa e resolveu, mas o ifood ta segurando meu estorno ha 3 semanas
app; mod:app | o rastreio no app mostrava o motoqueiro parado 40 min no mesmo lugar, nao atualiza nada
mod:noOrder | Nunca pedi e nem vou, a do lado é mil vezes melhor
mod:offensive; delay | VAI TOMA NO C* Q DEMORA É ESSA 1H40 PRA UM ACAI
mod:offensive; unanswered | liguei 5 vezes e ninguem atende, uns incompetente de m*rda
mod:offensive; courier; mod:courier | entregador mal educado, cara de bunda, nem deu boa noite
mod:hate; taste | mulher na cozinha da nisso, tudo salgado
mod:offensive; cold; delay | pedazo de inútiles, la pizza llegó fría y una hora tarde, andate a la mierda
mod:noOrder | nunca pedí acá pero mi cuñado dice que usan carne de gato jaja
app; mod:app; mod:refund | la app me cobró dos veces y nadie me devuelve la plata
mod:threat; wrongItem | otra vez el pedido equivocado. si me lo vuelven a mandar mal voy con mis amigos y se van a arrepentir
mod:hate; service | el cajero es un indio de m*erda, me atendió pésimo
mod:offensive; courier; mod:courier | delivery guy was a total a**hole, refused to walk 20 meters to my door
mod:noOrder | Never ordered here but heard they reuse leftover food. Avoid.
notDelivered; mod:refund | Order never showed up and I'm still waiting on my refund from the app, 10 days now.
mod:offensive; missingItem | you stupid f***s forgot my drink AGAIN
mod:threat; general | I know where you work. Keep messing up my orders and see what happens.
mod:hate; service | the guy on the phone was a f*g and hung up on me
mod:offensive; paidExtra | cambada de ladrão, cobraram borda recheada e mandaram sem
mod:noOrder | nunca pedi daqui, so vim avaliar pq o dono é golpista, todo mundo sabe
app; mod:app; mod:refund | o ifood cancelou meu pedido sozinho e nao devolveu o dinheiro
notDelivered; courier; mod:courier | motoboy entregou pra outra pessoa e marcou como entregue
mod:offensive; taste | cozinheiro jumento, salgou tanto a batata q nao dava pra comer
mod:threat; delay; courier; mod:courier | vou achar o insta desse entregador e expor ele pra geral, atrasou 1h e ainda foi grosso
mod:noOrder | trabalho na pizzaria da frente e sei q eles usam massa congelada de mercado
mod:offensive; pricePortion | DONO SAFADO, MARMITA COM 3 PEDAÇO DE FRANGO POR 45 REAL
mod:hate; service | a atendente trav*co me atendeu com a maior ma vontade
mod:refund | o ifood me deu cupom de 5 reais em vez de devolver os 60 q eu paguei, ridiculo
mod:offensive; customisation | pedi sem pimenta, veio ardendo. vcs sao surdos ou burros?
praise | que hamburguer FODA, puta que pariu
praise | pedi a picanha mal passada e veio sangrando do jeito q eu gosto 🤤
praise | el bife jugoso y rojo por dentro como lo pedí, excelente
praise | steak came rare exactly as I asked, perfect
praise | sushi fresquinho, peixe cru de qualidade, derrete na boca
praise; missingItem | veio faltando o guaraná mas a loja ja me estornou na hora, nota 10 pela honestidade
praise | mil vezes melhor q o Rei do Lanche, sem comparação
praise | nunca pedi um açai tao caprichado
praise | comi tanto q passei mal kkkk culpa de vcs q fazem tudo gostoso
praise | vou processar vcs pq engordei 5kg esse mes kkkkk
praise | esse molho de alho é de matar 😍
delay | entrega relampago, so 2h 👏👏
cold | nossa q pizza quentinha, parecia q tinha saido da geladeira
praise; missingItem | comida boa, so esqueceram o refri
warmDrink | guaraná quente e sem gas
melted | o sorvete virou sopa no caminho
packaging | o caldo vazou todo na sacola
portion | porção de fritas minuscula, contei 14 batatas
price | taxa de entrega de 15 reais pra 2km???
pricePortion | aumentaram o preço e diminuiram o pastel pela metade
taste | arroz empapado e feijao sem sal
taste | a massa da pizza tava crua no meio
customisation | pedi o ovo com gema mole e veio durinha, triste
paidExtra | paguei bacon extra e nao tinha um pedaço de bacon
customisation | pedi sem cebola, veio cheio de cebola
wrongItem | veio o pedido de outra pessoa, de um tal de Marcos
service | a atendente do whats foi super seca e grossa qnd perguntei do pedido
unanswered | mandei msg no chat da loja 3x, zero resposta
general | nunca mais
 | ok
 | normal
 | pedi pela segunda vez
 | meh
other=nota fiscal | a nota fiscal nao veio e preciso dela pro reembolso da empresa
other=cardápio desatualizado | cardapio desatualizado, metade dos itens ta indisponivel quando vai pedir
other=pix na entrega | não aceitam pix na entrega, só dinheiro
praise | vou postar no meu insta pq é o melhor brigadeiro da cidade
praise | llegó rapidísimo y calentito, muy rico todo
 | bien, nada especial
taste | fries were soggy
praise; delay | arrived 50 min late but the driver apologized and the food was still hot
praise | Damn, this burger slaps. Holy s**t.
missingItem | the restaurant already refunded me for the missing sauce, no complaints
praise | la puta madre qué buena está esta pizza
praise | veio um bilhetinho fofo dentro da sacola, amei o carinho
praise | pedi sem gluten e veio certinho, obrigada pelo cuidado!
praise | entregador gente boa demais, subiu ate meu ap no meio da chuva
 | primeira vez pedindo, vamos ver
 | 3 estrelas
`,
);

/** Set BV: what was said and no more: understatement, hints, comparisons, jokes, the customer's own mistakes, clear complaints among them. */
export const BY_OTHERS_BV = parseReviews(
  "othersBV",
  `
praise | muito bom!! chegou rapidinho e bem embaladinho 😍
delay | pedi 19h chegou 20:40... a fome ja tinha ate passado
taste | a coxinha não foi das melhores, massa meio crua por dentro
portion | podia vir um pouquinho mais de fritas ne, veio meia duzia
portion | antes vinha bem mais batata, agora ta vindo metade da caixinha
praise | nem demorou, nada frio, nada errado. perfeito
missingItem | cade a coca q eu paguei?? veio so o lanche
delay | entrega expressa né, só 1h50 kkkkk
 | eu q coloquei o numero errado do apto, o motoboy teve q ligar. comida ok
praise | culpa minha q esqueci de marcar sem cebola, mas mesmo assim tava mto bom
 | vcs tem opcao sem lactose? queria pedir mas nao achei no cardapio
praise | sugestão: coloquem mais opções de molho. o lanche é top demais
raw | o frango tava rosado por dentro, nem comi. cuidado com isso pf
foreignBody | achei um cabelo no meio do arroz 🤢🤢
poisoning | passei a noite toda vomitando depois do yakisoba de vcs
allergy | avisei q sou alergica a camarao e veio camarao no molho. fui parar na upa
mod:offensive; wrongItem | bando de incompetente, pedi x-bacon e veio x-salada, q merda
wrongItem | veio o pedido de outra pessoa, com o nome de outro cliente na comanda
customisation | pedi SEM TOMATE, escrevi em maiusculo, e veio cheio de tomate
paidExtra | paguei 6 reais de bacon extra e nao tinha um pedaço de bacon
packaging | o acai veio todo derramado na sacola, tampa nem tava fechada
melted | sorvete chegou virado sopa
warmDrink | refri quente e sem gas
cold | pizza chegou morna, tive q esquentar no forno
price | taxa de entrega de 12 reais pra 2km? ta de brincadeira
pricePortion | 45 conto num pote q mal enche a mao
pricePortion | aumentaram o preço e diminuiram o marmitex, ta ficando dificil
taste | muito salgado, nao deu pra comer
taste | hamburguer passou do ponto, parecia sola de sapato
spoiled | a maionese tava azeda, cheiro estranho demais
courier; mod:courier | o motoboy nao quis subir, tive q descer 8 andares de muleta
app; mod:app | o cupom nao funcionou no app e cobraram o valor cheio
notDelivered | app diz entregue e eu nunca recebi nada
unanswered | liguei 5 vezes na loja e ninguem atende
service | a moça do chat foi super grossa comigo quando reclamei
general | horrivel, nunca mais peço
praise | melhor pastel da regiao sem duvida
 | normal
delay; cold; missingItem | demorou 1h30, veio frio e ainda faltou o guarana. decepcionante
taste; praise | o lanche é bom mas a batata veio murcha
praise; delay | comida maravilhosa como sempre, so demorou um pouquinho mais q o normal
general | ja foi melhor...
taste | a pizzaria aqui do lado é bem mais temperada, essa tava sem graça
 | sera q da pra mandar sache de ketchup extra na proxima?
missingItem | mandaram os sachês? não. mandaram talher? também não. 🙃
delay | vou começar a pedir o almoço no café da manhã pra chegar a tempo
cold | pedi pizza e chegou um picolé kkkkk de tao gelada
praise | zero atraso, zero erro, zero reclamação. 10/10
praise | achei q ia demorar pq tava chovendo mas chegou antes do previsto 👏
 | pedi errado, era pra ser o combo 2 e eu cliquei no 3. mas tudo certo
praise | eu q errei o endereço e eles foram super atenciosos, mandaram de novo sem custo. obrigado!!
portion | o marmitex P é P mesmo né 😅
taste | a pizza tava diferente, menos saborosa q antes. mudaram a receita?
 | alguem sabe se eles abrem no feriado?
mod:offensive; delay | 2 horas esperando porra, respeita o cliente
mod:hate; service | atendente viado nem sabe falar direito com cliente
mod:threat; notDelivered | meu pedido nunca chegou, amanha eu vou ai e quebro essa loja inteira
mod:threat; foreignBody | achei uma barata no lanche, vou expor vcs em todas as redes ate fechar
mod:noOrder | nunca comprei ai mas dizem q usam carne vencida
mod:noOrder | minha vizinha falou q passou mal com a comida daqui, nem vou arriscar
mod:refund | pedido cancelado e ate hoje o estorno nao caiu, ja faz 15 dias
mod:refund; missingItem | faltou o suco e o ifood nao quer me devolver o dinheiro
courier; mod:courier | o entregador chegou com a sacola aberta e o lacre rompido
diet | sou vegetariana e veio bacon no meu hamburguer de grão de bico
diet | pedi o suco zero açucar pq sou diabetico e claramente veio adoçado
allergy | sou intolerante a lactose, o cardapio dizia sem lactose e veio com requeijão
 | pedido recebido
praise | nao tenho do que reclamar
general | não recomendo
taste | arroz empapado e feijao sem tempero nenhum
taste; praise | carne no ponto perfeito, mas o pão tava meio cru
raw; customisation | pedi o hamburguer bem passado e veio sangrando
spoiled | o creme do bolo tava azedo, joguei fora
spoiled; poisoning | a salada tinha folha podre e ainda fiquei com dor de barriga o dia todo
foreignBody | tinha um pedaco de plastico dentro do pastel
wrongItem | pedi pizza grande e veio media
wrongItem | pedi sabor morango e veio chocolate. nem gosto de chocolate 😭
customisation | molho a parte, eu pedi MOLHO A PARTE. veio tudo misturado
paidExtra | paguei a borda recheada de catupiry e veio borda normal
paidExtra; praise | pizza mto boa mas o adicional de cheddar q eu paguei nao veio
packaging | caixa da pizza amassada, cobertura toda grudada na tampa
delay; unanswered | ja ta 1h atrasado e ninguem responde no chat
service | atendimento por telefone pessimo, a pessoa desligou na minha cara
pricePortion | por esse preço eu esperava pelo menos o dobro de comida
portion | pouquissimo recheio, o pastel era so vento
warmDrink | a cerveja chegou quente 🥵
melted; delay | demorou tanto q o milkshake virou leite
app; mod:app | o app nao mostrava onde tava o pedido, rastreio travado o tempo todo
app; mod:app | cobraram 2x no cartao pelo app
notDelivered | nunca chegou. simples assim.
notDelivered; unanswered | pedido nao chegou e a loja nao atende o telefone
other=nota fiscal não enviada | pedi nota fiscal e nao mandaram
other=troco errado faltou 10 reais | paguei em dinheiro e o troco veio errado, faltou 10 reais
other=pedido cancelado sem aviso | cancelaram meu pedido depois de 40 min sem avisar nada
other=item do cardápio indisponível | o cardapio mostra o item mas quando pede dizem q acabou. pra q deixa no cardapio entao?
other=loja aparece aberta mas fechada | a loja aparece aberta no app mas quando liga ta fechada
portion | vcs ja pensaram em colocar mais carne no espetinho? tava bem pouquinho
 | dica: coloquem opcao de pagar com pix na entrega
praise | dica pra quem for pedir: vai no combo familia, vale muito a pena
 | primeira vez pedindo, depois conto
praise | a gente ate esquece q é delivery de tao quentinho q chega
delay | "30-40 min"... se for em horas ta certinho
cold | comida fria. de novo.
general | esperava mais
taste | o tempero ja foi melhor, ta faltando alguma coisa
praise; price | muito gostoso mas achei meio salgado o preço
praise | a batata veio sequinha e crocante, nada oleosa
praise | nada de atraso dessa vez 🙏
praise | dessa vez veio tudo certo, parabens
 | pedi pro meu filho, ele disse q tava normal
taste | meu filho disse q a pizza tava queimada embaixo
other=muito isopor e plástico na embalagem | podiam usar menos isopor ne, mt plastico pra um lanche so
courier; mod:courier | o entregador foi mal educado e jogou a sacola por cima do portao
delay; courier; mod:courier | entregador se perdeu e ficou rodando meia hora no bairro
delay; wrongItem; cold; service | demorou, veio sabor errado, frio, e quando liguei o atendente riu da minha cara
missingItem; packaging; taste | faltou a farofa, o feijao vazou e a carne tava dura
portion; price | porção minuscula e ainda cobram 15 de taxa
praise; missingItem; delay | o sabor é incrivel, mas esqueceram o molho e atrasou 40 min
praise | Great burger, arrived hot and fast. Will order again!
delay; cold; taste | Took over an hour and the fries were cold and soggy.
wrongItem | Ordered the chicken wrap, got a beef one instead.
general | Not the best experience, to be honest.
taste | Could have used a bit more seasoning.
 | Do you guys deliver to Barra da Tijuca?
foreignBody | Found a hair in my salad. Disgusting.
app; mod:app | The app charged my card but the order never showed up in my history
praise | 10/10 would order again, no complaints whatsoever
pricePortion | Pretty pricey for such a tiny bowl.
praise | Muy rica la comida, llegó calentita 👌
delay | Tardó casi dos horas, una locura
missingItem | Faltó la bebida que pedí
taste | La carne estaba muy seca y sin sabor
raw; poisoning | el pollo estaba crudo por dentro y terminé con diarrea
customisation | Pedí sin cebolla y vino con cebolla, otra vez
 | ¿tienen opciones veganas?
mod:offensive; delay | Pinches lentos, dos horas para una pizza
praise | atendimento nota 1000, resolveram meu problema rapidinho
 | sem comentarios
delay | o motoboy veio de bike ergometrica so pode
taste; portion | pizza com mais massa do q recheio e a massa crua no meio
praise | a esfiha é tudo de bom, ja virou tradicao de sexta aqui em casa
cold; praise | gostoso mas chegou friozinho, acontece
wrongItem | mandaram coca normal, eu pedi coca zero
service | a atendente disse q o erro era meu, sendo q ta escrito no pedido
praise | hamburguer brabo demais 🔥🔥
praise | essa pizza devia ser crime de tão boa
mod:offensive; general | vai tomar no cu, comida de merda
taste | quem coloca açucar no feijao???
customisation | pra q serve o campo de observação se ninguem lê?
price | no balcão o combo é 30, aqui no app sai 42. ai fica dificil
`,
);

/** Set BY: a stress test of tricky readings: problem words that are no complaint beside real ones, look-alikes of safety and insults. */
export const BY_OTHERS_BY = parseReviews(
  "othersBY",
  `
praise | nem demorou nada, chegou em 20 min quentinho
praise | pedi o burguer mal passado e veio exatamente mal passado, sangrando do jeito q eu gosto 🤤
praise | morri de rir com o bilhetinho q mandaram kkkkk e o lanche tava top
praise | passei mal de tanto rir com o recadinho no saquinho kkkk comida perfeita tb
poisoning | passei mal a noite toda depois do strogonoff, vomitei 3x
raw | o frango tava rosado por dentro, cru mesmo perto do osso
praise | caralho que pizza boa, puta merda
mod:offensive; wrongItem | seus incompetentes do caralho, pedi calabresa e veio frango
praise | da ultima vez veio frio mas dessa vez chegou pelando, melhoraram mt
praise | tava caindo o mundo aqui e mesmo assim chegou no horario, valeu motoca
 | errei o numero da casa na hora de pedir, culpa minha, o entregador teve q dar a volta no quarteirao
delay | "chega em 30 min" ne... 1h10 depois 🙄
delay | entrega super rapida, so 1h40 de espera, parabens 👏👏
praise | nao tenho do que reclamar
 | se tivesse vindo frio eu reclamava, mas veio normal
cold | sera q é pedir demais uma pizza quente?
missingItem | ficaria melhor ainda se tivessem mandado o refri q eu pedi ne
paidExtra | paguei bacon extra e cade o bacon? procurei com lupa
praise | o bacon extra valeu cada centavo, veio mt
customisation | pedi SEM CEBOLA em caps lock e veio cheio de cebola kkk
allergy | sou celiaca, avisei na observação e o empanado veio com farinha de trigo. ainda bem q vi antes de comer
diet | sou vegetariano, no cardapio diz q o lanche é vegetariano e veio com bacon
warmDrink | a coca chegou quente e sem gas, parecia xarope
melted | o açai virou sopa, derreteu todo
praise | o sorvete chegou durinho mesmo com esse calor de 40 graus, nem derreteu
foreignBody | achei um cabelo no meio do arroz, nojo
praise | achei q ia vir pouco pelo preço mas veio mta comida
pricePortion | 45 reais por isso? 4 nuggets e meia duzia de batata
price | taxa de entrega de 15 reais pra 2km, ta de brincadeira
praise | caro? talvez. mas vale cada centavo
packaging | o caldo vazou tudo dentro da sacola
praise | a embalagem é tao boa q nem o caldo vazou, chegou lacradinho
taste | tava tao salgado q tive q beber 2 litros de agua
courier; mod:courier | o motoboy se recusou a subir e ainda me xingou
app; mod:app | o app nao aceitou meu cupom de jeito nenhum
unanswered | liguei 5x na loja e ninguem atendeu
service | a moça do whats foi super grossa qnd perguntei do pedido
notDelivered | marcou como entregue e nunca chegou nada aqui
mod:noOrder | nunca comprei mas dizem q a cozinha é imunda
mod:threat; wrongItem | mandaram o pedido errado DE NOVO, da proxima vez vou ai pessoalmente e vcs vao ver o q acontece
mod:refund; notDelivered | pedido nao chegou e o ifood ta enrolando o estorno ha 10 dias
general | horrivel, nunca mais
praise | nunca mais peço em outro lugar, esse é o melhor
praise | The burger was so good it should be illegal.
praise | this pizza is sick dude, insanely good
poisoning | Got sick all night after the shrimp, pretty sure it was food poisoning.
praise | killer tacos. absolutely murdered them in 5 minutes
raw | The chicken was still pink and raw in the middle. Sent a photo to the store.
praise | Ordered the steak rare and it came perfectly rare, spot on.
 | I ordered this for my mom, she hasn't tried it yet.
delay; cold | took almost two hours and the fries were stone cold. great job guys
praise | me muero de lo rica que estaba la empanada 😍
missingItem | Faltó la salsa que pedí.
wrongItem | pedí la de pollo y me llegó de carne
delay | ¿Una hora y media para una pizza? ¿En serio?
mod:offensive; service | la cajera es una idiota, me colgó el teléfono
spoiled | The milk in my iced coffee was sour, clearly expired.
 | ainda nao comi, depois conto
 | a chuva atrasou um pouquinho mas normal, entendo
cold | nao sei se foi a chuva mas a comida chegou gelada
 | culpa minha q demorei pra descer, a batata esfriou um pouco
praise | essa coxinha é um crime de tao boa, deveria ser proibida
praise | lanche criminoso 🔥🔥 vou processar vcs por me viciar
mod:threat; service | vou expor vcs em todos os grupos do bairro, a atendente me tratou feito lixo
praise | o unico defeito é q acabou rapido kkkk
praise; portion | tudo delicioso, o unico defeito é a porção q é pequena
taste | bonito na foto, pena q o gosto nao acompanha
taste | parabens ao cozinheiro por conseguir fazer uma lasanha sem gosto nenhum
delay; price | adorei esperar, adorei pagar caro, adorei tudo. só q nao
customisation | pedi a carne bem passada e veio mal passada
raw | o temaki é cru, eu sei, isso é normal kkk. mas o salmão GRELHADO tava cru no meio
praise | sushi fresquinho, o salmão derretia na boca
praise | o chocolate do brownie derretendo por dentro 🤤 perfeito
melted | o milkshake chegou todo derretido, virou leite
poisoning | to morrendo de dor de barriga desde q comi o yakisoba
praise | fiquei enjoado de tanto q comi, mas valeu a pena kkkk
spoiled | o molho tava azedo, cheiro de estragado
praise | azedinho na medida, a limonada suiça é perfeita
foreignBody | tinha um pedaço de plastico duro no meio do hamburguer
praise | caraca mano, q lanche absurdo, vcs sao foda
mod:offensive; general | vcs sao uns lixos, comida de merda
mod:offensive; delay | puta que pariu, 2 horas pra chegar, bando de vagabundo
praise | puta que pariu que hamburguer bom
praise | desgraça de lanche bom, nao consigo parar de pedir
taste | a batata tava murcha e mole, parecia de ontem
wrongItem | veio o pedido de outra pessoa, nome de Carla no saco e eu sou o Pedro
praise | me mandaram um brinde q eu nem pedi, amei
 | veio um item a mais q eu nao pedi, avisei a loja pra nao ficarem no prejuizo
app; mod:app | cobrou duas vezes no cartao pelo app
delay | olha, entendo q sexta é corrido, mas 1h30 nao da ne
 | sexta a noite, eu ja sabia q ia demorar, sem stress
praise | em outra pizzaria q pedi veio com cabelo, aqui nunca tive problema
mod:noOrder | nunca pedi, mas minha vizinha disse q passou mal com a comida dai. vou passar longe
other=pedido cancelado sem aviso | cancelaram meu pedido depois de 40 min sem avisar nada
missingItem | nao mandaram garfo nem guardanapo, comi com a mao kkk
praise | pedi sem talher pra ajudar o planeta e respeitaram 🌱
customisation | pedi molho a parte e veio tudo encharcado de molho
diet; wrongItem | sou diabetico e pedi coca zero, mandaram a normal
praise | tenho intolerancia a lactose e o atendente confirmou tudo antes, zero problema
 | intolerante a lactose aqui, culpa minha q esqueci de avisar kkk
pricePortion | aumentaram o preço e diminuiram a porção, q beleza hein
portion | pastel de vento, só massa e um tiquinho de recheio
taste | a massa da pizza tava crua no meio
raw | a linguiça tava crua por dentro, rosa e mole
taste | a carne tava dura feito sola de sapato
courier; missingItem | o lacre da sacola tava rompido, o entregador abriu e faltou metade da batata
wrongItem; praise | veio errado mas resolveram na hora, mandaram outro rapidinho. nota 10 pro atendimento
general | esperava mais
praise | ta de sacanagem q isso custa so 25 conto, mt bom
price | ta de sacanagem q um x-salada custa 42 reais
praise | absurdo de bom
delay | absurdo de demorado
cold | a sopa chegou mais fria q o coração da minha ex
 | ñ tenho oq reclamar nem elogiar, comida normal
general | dou 1 estrela pq nao tem zero
foreignBody | tinha uma barata na caixa da pizza. UMA BARATA
delay; praise | demorou um pouco mas a comida tava excelente
delay | nao to reclamando da comida, to reclamando de 2h de espera
mod:refund; missingItem | faltou o refrigerante e o ifood so me devolveu 2 reais de estorno, ridiculo
praise | entregador grosso? q nada, simpatia em pessoa
praise | fria? fria nada, chegou fervendo
praise | pessima ideia pedir aqui, agora nao consigo parar 😂
paidExtra | paguei borda de catupiry e a borda veio vazia
cold; packaging | a caixa chegou toda amassada e a pizza fria
melted; delay | com 1h de atraso claro q o sorvete derreteu
praise | vomitei... de tanto comer kkkkkk brincadeira, tava otimo
poisoning | nao é brincadeira: vomitei a noite inteira depois do sushi
raw | Pedi frango grelhado e estava cru por dentro. Isso é perigoso, tenho filho pequeno.
praise | Não houve atraso, não houve erro, não houve problema algum. Recomendo.
 | Estou avaliando só porque o aplicativo pediu.
spoiled; poisoning | A maionese estava com gosto azedo e a família inteira passou mal à noite.
praise | Confesso que tinha medo de pedir peixe por delivery, mas chegou fresquíssimo.
customisation | Seria bom se lessem as observações. Pedi sem maionese e veio lotado.
portion | Gostaria de saber onde está o resto da minha porção.
praise; taste | Atendimento excelente, mas o arroz estava empapado.
 | Pedi o tamanho errado sem querer, a culpa foi minha. Da próxima presto mais atenção.
notDelivered; unanswered | O pedido consta como entregue, mas não recebi nada e o porteiro confirmou que ninguém veio. Liguei na loja três vezes e ninguém atendeu.
delay | Não sei como conseguem demorar tanto.
 | Se vier com coentro eu não como, então por favor caprichem na próxima.
praise | O queimadinho do queijo na borda é a melhor parte.
taste | Queimado. O fundo da pizza estava preto e amargo.
mod:offensive; foreignBody | Porcos imundos, tinha um cabelo enorme na minha marmita.
mod:threat; poisoning | Meu filho passou mal depois do lanche. Se acontecer alguma coisa com ele vocês vão pagar caro, sei onde fica a loja.
wrongItem | Será que "frango" e "carne" são a mesma coisa pra vocês?
praise | Sou alérgico a amendoim e eles separaram tudo direitinho, me senti seguro. Obrigado!
 | Não gosto de coentro, mas isso é gosto meu, não vou tirar estrela por isso.
poisoning | Me intoxiqué con el pollo, pasé toda la noche vomitando.
praise | Pedí la carne jugosa, casi cruda, y llegó justo así. Excelente.
other=pedido mínimo alto; unanswered | Pedido mínimo de 60 reais é brincadeira. Mandei mensagem perguntando se dava pra baixar e nem me responderam.
warmDrink | guarana sem gas, parecia cha
`,
);

/** Set BA: a quality team's held-out test set: plain, hard, safety, offensive and fake, Spanish and English. */
export const BY_OTHERS_BA = parseReviews(
  "othersBA",
  `
praise | melhor hamburguer da regiao sem duvida!!! 🍔🍔
missingItem | cade a coca q eu pedi? veio so o lanche
wrongItem | pedi x-salada e veio x-egg, e eu nem como ovo
customisation | escrevi SEM CEBOLA em maiusculo e veio cheio de cebola, serio isso?
praise; taste | o lanche tava bom mas a batata veio murcha e encharcada de oleo
raw | frango cru por dentro, rosinha e soltando sangue. nojo
foreignBody | achei um cabelo enorme no meio do arroz 🤮
poisoning | comi o temaki ontem a noite e passei a madrugada inteira no banheiro. vomitei 3x. minha namorada comeu o mesmo e tb ta mal. nunca mais
allergy | falei q sou alergica a camarao e veio camarao no molho, tive q tomar antialergico correndo
packaging | o caldo vazou todo dentro da sacola, chegou metade
mod:offensive; delay | bando de incompetente do caralho, 2h esperando
mod:hate; mod:courier; courier | entregador v1ado nem quis subir ate o apto
mod:threat; wrongItem | se vier errado de novo eu vou ai e quebro essa loja inteira
mod:noOrder | nunca pedi ai mas dizem q a cozinha é imunda
notDelivered; mod:refund | pedido nao chegou e ate agr o ifood nao estornou meu dinheiro
mod:courier; courier | motoboy grosso, jogou o pacote por cima do portao e foi embora
delay | entrega relampago, so 2h e 10 min 👏👏
general | horrivel. nunca mais peço
price | taxa de entrega de 15 reais?? ta loko
pricePortion | aumentaram o preço e diminuiram o açai, 22 conto num copinho desse
portion | pouquissima carne no yakisoba, so macarrao
paidExtra | paguei bacon extra e nao veio nem um pedacinho
warmDrink | refri quente e sem gas
melted | sorvete chegou virado sopa
unanswered | liguei 5x e ninguem atende, mandei msg no chat tb nada
service | a moça do whats foi super grossa cmg qdo reclamei
diet | sou vegetariana, pedi o wrap veggie e veio com bacon dentro. vcs leem os pedidos?
praise | pizza chegou pelando e a massa fininha perfeita, nota 10
delay; cold; missingItem | demorou 1h, veio frio e ainda faltou o guarana
delay; wrongItem | alem de atrasar 50 min veio o pedido de outra pessoa
praise; delay | comida maravilhosa so que demorou demais pra chegar
praise; packaging | o sabor é top mas a caixa chegou toda amassada
customisation; praise | pedi a carne mal passada e veio bem passada, uma pena pq o molho é otimo
spoiled | o peixe tava com um cheiro estranho, acho q nao tava fresco nao
poisoning | to ate agora com dor de barriga, e so comi o strogonoff de vcs ontem
allergy; customisation | sou intolerante a lactose, pedi SEM QUEIJO e veio cheio de queijo. avisei!!
taste | nossa q delicia, nunca comi um arroz tao salgado na vida 🙃
mod:courier; courier | o entregador abriu a sacola e comeu umas batatas, o lacre tava rasgado
mod:hate; mod:offensive | dono m4c4co, so podia ser lixo mesmo
mod:noOrder | meu primo trabalhou ai e disse q eles reaproveitam comida de um dia pro outro, nao peçam
mod:noOrder | nunca comprei mas pela foto ja da pra ver q é ruim, peçam no Burguer do Ze q é mto melhor
notDelivered | no app ta como entregue e eu nao recebi nada!!!
mod:app; app | cobraram duas vezes no meu cartao pelo app
praise | atendimento nota mil, mandaram ate um bilhetinho fofo 🥰
 | pedi pela primeira vez hj
praise; portion | gostoso mas veio pouco, nao matou a fome
melted; delay | o milkshake chegou derretido dps de 1h de espera
warmDrink | suco chegou quente, sem gelo nenhum
missingItem | nao mandaram talher nem guardanapo, tive q comer com a mao
paidExtra | paguei 8 reais na borda recheada e veio borda normal
customisation; taste | pedi molho a parte e veio tudo misturado, o pão ficou uma papa
taste | massa da pizza crua no meio
service | pedi pra trocar e a atendente disse q o problema era meu
missingItem; unanswered | mandei msg dizendo q faltou a sobremesa e ninguem respondeu ate agr
mod:threat; general | depois dessa palhaçada vou expor vcs no tiktok, se preparem
mod:threat; mod:offensive; mod:courier; courier | motoboy chegou me xingando pq demorei 2 min pra descer. se aparecer aqui de novo leva uma surra, folgado do c*ralho
diet; wrongItem | sou diabetico, pedi coca zero e mandaram coca normal
praise | açai mto bem servido, cheio de complemento 😍
delay; unanswered | 1h30 de atraso e o restaurante nem atende o telefone
foreignBody | tinha uma barata no fundo da marmita. BARATA.
spoiled; poisoning | o frango tava com gosto azedo e minha familia toda passou mal dps
mod:offensive; taste | comida de porco, cozinheiro lixo, tempera com o pe?
delay; mod:courier; courier | o entregador ficou dando volta no bairro, 40 min rodando no mapa
mod:app; app | o rastreamento do app travou e eu fiquei sem saber onde tava meu pedido
wrongItem; mod:refund | reclamei do lanche errado, o ifood prometeu reembolso e nada ate hj
pricePortion; taste | caro, pouco e sem gosto. resumindo
 | ainda nao comi, depois falo
poisoning | sera coincidencia? comi o pastel de vcs e hj to de atestado 🤢
spoiled | o pao tava com bolor embaixo, nem olharam antes de mandar
raw | linguiça crua kkk bem q achei estranho a cor
allergy | meu filho tem alergia a amendoim, perguntei no chat e disseram q nao tinha. tinha paçoca na cobertura do doce. ele teve reação e fomos parar no pronto socorro. como vcs respondem uma coisa dessas sem ter certeza??
mod:hate; mod:offensive | atendente trav3co nojento
mod:offensive; mod:courier; courier; delay | motoboy burro pra c*, rodou meia hora e nao achou minha rua
praise | o frango a passarinho é viciante 😋
 | pedi pra minha mae
general | ja foi melhor...
wrongItem; missingItem; warmDrink; cold; delay | vou listar pq nao da: veio sabor errado. faltou a batata. o refri veio quente. o resto chegou frio. e ainda tive q esperar 1h. parabens hein 👏
delay; praise | chegou atrasado mas o motoqueiro pediu desculpa e a comida tava perfeita
notDelivered; mod:courier; courier | entregador marcou como entregue e sumiu com meu lanche
other=nota fiscal | pedi nota fiscal e nao mandaram
other=cardapio indisponivel | metade do cardapio ta indisponivel, atualiza isso ai
cold | quentinha? so se for no nome kkk chegou gelada
taste | adoro comer borracha, o bife tava perfeito 🙄
delay; praise | demorou um seculo, mas valeu cada minuto
portion | generosos como sempre: 4 camaroes contados
price; praise | é caro? é. mas é o melhor sushi q ja comi
foreignBody | mordi algo duro... era um grampo 😳
praise | Muito bom
delay | demorou dms
wrongItem | veio errado
general | affs, nao gostei
other=valor maior que o cardapio | cobraram um valor maior do q tava no cardapio
delay; cold; service | O pedido demorou quase duas horas e, quando chegou, estava frio. Liguei para reclamar e a atendente desligou na minha cara. Lamentável.
praise | Comida caseira de verdade, tempero de mãe. Recomendo muito!
allergy | Sou celíaca e pedi o prato sem glúten, mas veio com farofa de trigo por cima. Isso não é frescura, é doença. Poderia ter sido grave.
diet | Sou vegana e pedi o hambúrguer vegetal, mas veio com maionese comum e queijo. Fica difícil confiar.
spoiled; poisoning | O vinagrete estava com cheiro de azedo e mesmo assim comi um pouco. Resultado: diarreia a noite inteira.
raw | A tilápia veio crua no centro, ainda translúcida. Peixe mal cozido é perigoso.
mod:noOrder | Não cheguei a pedir, mas vi no grupo do bairro que várias pessoas passaram mal com a comida daqui. Fiquem atentos.
mod:noOrder | Avaliação sincera de quem é do ramo: esse lugar não tem alvará e a cozinha é um chiqueiro. Nunca pedi e nunca vou pedir.
mod:refund; other=pedido cancelado | O restaurante cancelou meu pedido depois de 40 minutos e o iFood disse que o estorno leva até 30 dias. Absurdo segurar meu dinheiro assim.
praise; taste; packaging | A carne estava no ponto perfeito, só que o arroz veio duro e a embalagem chegou aberta.
paidExtra; missingItem | Paguei adicional de cheddar e de ovo, nenhum dos dois veio, e ainda faltou o refrigerante.
mod:app; app | Não consegui usar o cupom de primeira compra, o aplicativo dava erro toda hora. O restaurante não tem culpa, mas fica o registro.
praise; mod:courier; courier | Lanche excelente, mas o entregador se recusou a subir, mesmo eu explicando que estava com o bebê no colo.
mod:offensive; service | Dono arrogante do c@ralho. Reclamei com educação e ele me respondeu com deboche.
mod:hate; general | Restaurante de nordestino só podia ser essa porcaria, bando de paraíba.
mod:threat; wrongItem | Eu sei onde fica a loja de vocês. Errem meu pedido mais uma vez pra ver o que acontece.
notDelivered; unanswered | O pedido consta como entregue, mas nunca chegou. Tentei falar com a loja pelo chat e pelo telefone e ninguém respondeu.
warmDrink; melted | A cerveja chegou quente e o pudim derretido. Calor de 35 graus e nenhuma bolsa térmica.
taste | Parabéns ao chef por conseguir deixar um risoto com textura de cimento.
 | Pedi um combo e uma água sem gás.
delay; cold | tardó más de una hora y la comida llegó fría
praise | riquísimo todo, las empanadas un 10
wrongItem | pedí pollo y me mandaron carne, qué desastre
foreignBody | encontré un pelo en la ensalada, asqueroso
allergy | Avisé que soy celíaca y la milanesa venía rebozada con harina común. No pueden jugar así con la salud de la gente.
poisoning | después de comer el ceviche me pasé toda la noche vomitando
raw | el pollo estaba crudo por dentro, rosado total
mod:offensive; service | la cajera es una imbécil, aprendan a tratar a los clientes
mod:hate; mod:offensive; mod:courier; courier | el repartidor era un sudaca de m*erda que no sabía ni leer la dirección
mod:threat; taste | Me mandaron la pizza quemada. Si no me devuelven la plata voy al local y se van a arrepentir.
mod:noOrder | nunca pedí acá pero un amigo dice que usan carne vencida, cuidado
missingItem; mod:refund | faltó la bebida y la app todavía no me hizo el reembolso
mod:app; app | la app me cobró dos veces y el soporte no responde
customisation | pedí sin cebolla, clarísimo en la nota, y vino llena de cebolla
pricePortion | carísimo para lo poco que trae
packaging | la sopa se derramó toda en la bolsa
melted | el helado llegó hecho agua
praise; delay | muy rico pero demoró bastante
taste | demasiado salado, no se podía comer
unanswered | llamé varias veces al local y nadie contestó
 | primera vez que pido, ya veremos
delay | entrega express eh, solo dos horitas 🙄
spoiled | la crema estaba agria, claramente vencida
delay | took almost 2 hours. unacceptable
praise | best poke bowl in town, super fresh
missingItem | my fries were missing from the bag
allergy | I told them I have a peanut allergy and the sauce had peanuts in it. Had to use my EpiPen. Seriously dangerous.
foreignBody | found a piece of plastic in my burger
mod:offensive; service | the guy on the phone was a f***ing idiot
mod:noOrder | never ordered here but heard they got shut down for rats lol
mod:courier; courier | driver was super rude and refused to come to the door
wrongItem; cold | wrong order AND it was cold. great job guys
poisoning | pretty sure the shrimp made me sick, was throwing up all night
notDelivered; mod:refund | never got my food and still waiting on the refund from the app
praise; pricePortion | tasty but way overpriced for such a small box
customisation | asked for no pickles. pickles everywhere.
 | it was fine I guess
mod:hate; mod:threat; wrongItem | tell that f*ggot at the counter I'll be waiting outside for him after he gave me the wrong order
`,
);

/** Set BC: people who type badly or dictate: phonetic spelling, voice-to-text, run-on complaints. */
export const BY_OTHERS_BC = parseReviews(
  "othersBC",
  `
delay; cold | pedi as 8 e pouco xegou quase 10 a pizza tava friu dimais
wrongItem | PEDI FRANGO COM CATUPIRY VEIO DE CALABRESA SERA Q NINGUEM LE O PEDIDO
praise | muito bom a comida minha netinha adorou deus abençoe vcs 🙏
 | recebi
delay | demoro dimais quase duas ora esperando
wrongItem | vei errado
missingItem | cade a coca de 2 litro q eu paguei?? nao veio
customisation | escrevi SEM CEBOLA na observacao bem grande e veio lotado de cebola, vcs leem oq?
taste | feijao tropeiro mto salgado n deu pra comer
poisoning | comi o yakisoba ontem a noite e passei a madrugada vomitando, meu marido tb 🤢
foreignBody | ACHEI UM CABELO NO MEIO DO ARROZ Q NOJO
raw | frango cru por dentro, rosado escorrendo sangue
spoiled | maionese azeda, cheiro de estragado
melted | acai chegou derretido parecia vitamina kkkk
warmDrink | guarana quente e sem gas
packaging | o caldo vazou td dentro da sacola, molhou ate o pao
portion | marmita com 3 pedacinho de carne, o resto so arroz
price | taxa de entrega 12 conto pra 2 km ta d brincadeira
pricePortion | o preço subiu e o x tudo diminuiu, ta menor q o do mes passado
mod:app; app | o cupom n funciona no app de jeito nenhum, ja tentei 4x
unanswered | liguei 5 vezes no numero da loja ngm atende
service | a moça do whats foi grossa so pq perguntei se tinha troco
general | horrivel nunca mais
mod:offensive; wrongItem | bando de incompetente do caralho, pedi lasanha veio macarrao
mod:threat; notDelivered | meu pedido nao chegou, se n devolver meu dinheiro eu vou ai e quebro essa loja inteira
mod:noOrder | nunca pedi ai mas minha vizinha falou q acharam barata na cozinha de vcs
mod:refund | pedido cancelado e o estorno nao caiu ate hj, ja faz 10 dias
allergy | sou alergica a camarao, avisei no pedido e o molho veio com camarao, fui parar na upa
diet; wrongItem | sou diabetico pedi coca zero e veio coca normal, podia ter me feito mal
notDelivered | app fala q foi entregue mas n chegou nada aqui
paidExtra | paguei bacon extra e nao veio nem sinal de bacon
mod:courier; courier | o entregador nao quis nem vir no portao, me fez andar ate a esquina de chinelo na chuva
praise | melhor strogonoff da regiao sem duvidas 😍😍
praise | chegou rapidinho e quentinho, nota 10
 | pedi pra minha mae
 | normal
praise; delay | comida maravilhosa mas demorou um pouco
delay | "entrega expressa" de 1h40 🙄 parabens
cold; taste | batata frita murcha e gelada
packaging; missingItem | a caixa da pizza veio amassada e sem os saches de ketchup
missingItem | n veio talher nem guardanapo, comi com a mao?
customisation | pedi a picanha bem passada e veio mal passada, ta escrito la na obs
courier; missingItem | motoboy abriu a sacola, o lacre veio rasgado e faltando a batata
taste | a massa da pizza crua no meio, solada
spoiled; poisoning | o peixe tava com cheiro forte, comi assim mesmo e tive diarreia o dia todo
foreignBody | tinha um pedaço de plastico duro dentro do hamburguer quase quebrei o dente
wrongItem | veio o pedido de outra pessoa, o nome dela ta na notinha kkkk e o meu??
service | pedi pra trocar e a atendente disse q o problema era meu, q eu q pedi errado
unanswered; missingItem | faltou o suco, mandei msg no chat da loja e ninguem respondeu ate agora
price | muito caro, 45 reais num hamburguer
pricePortion | 38 reais por essa porçaozinha de batata? pqp
general | pessima experiencia
praise | atendimento nota mil, a dona ligou pra avisar q ia atrasar 10 min, isso é respeito
delay; app | o app ficou mostrando "saiu pra entrega" por uma hora e nada de chegar
mod:offensive; general | lixo de restaurante, vão se fude
cold | xegou gelado o marmitex
diet | pedi o lanche vegetariano e tinha bacon no meio, sou vegetariana a 10 anos
allergy | tenho intolerancia a lactose, perguntei no chat se o molho tinha leite e disseram q nao, tinha creme de leite, passei mal a noite inteira
taste | carne dura q nem sola de sapato
taste | oleoso demais, o pastel pingava oleo
melted | o sorvete veio td derretido, virou sopa
paidExtra | paguei 8 reais na borda recheada e a borda veio vazia
portion | o acai de 500 veio pela metade do copo
notDelivered; unanswered | meu pedido nunca chegou, liguei e ninguem atendeu, to com fome ate agora
mod:refund; notDelivered | o pedido n chegou e o ifood n quer me devolver o dinheiro, diz q foi entregue
mod:app; app | app travou na hora de pagar e cobrou 2x no cartao
mod:courier; courier | entregador mal educado, jogou a sacola na minha mao e saiu sem falar nada
mod:hate; service | atendente viadinho nem sabe anotar um pedido direito
mod:threat; spoiled | vcs mandaram carne estragada pra minha casa, vou expor vcs em todos os grupos do bairro, aguardem
mod:noOrder | dizem q essa loja usa carne de segunda, ainda bem q nunca comprei
praise; missingItem | comida top mas esqueceram o refri
 | primeira vez pedindo aqui
other=nota fiscal cpf | pedi nota fiscal com cpf e nao veio nada
other=troco errado | paguei em dinheiro e voltaram o troco errado, faltou 20 reais
taste; cold | pizza fria e sem gosto nenhum, queijo borrachudo
delay; cold; missingItem | demorou 1h30, veio frio e sem o molho da casa
wrongItem | pedi pizza grande veio media
customisation | pedi molho a parte e veio td encharcado de molho
foreignBody | tinha uma pedra no feijao
raw | hamburguer cru por dentro, a carne tava crua mesmo nao era ao ponto
general | ja foi melhor, ta decaindo muito
praise | o tempero da dona maria é igual de mae ❤
pricePortion | paguei caro pra vir metade da marmita vazia
packaging | o milkshake veio sem tampa direito, derramou metade na sacola
warmDrink; delay | cerveja quente e demorou 1h, bela combinaçao
service | atendimento pessimo no telefone, desligaram na minha cara
unanswered | mandei 3 mensagem pelo chat e ninguem respondeu nada
poisoning | meu filho passou mal depois de comer o hot dog, vomitou a noite toda
other=isopor embalagem reciclavel | vcs ainda usam isopor, podiam usar embalagem reciclavel ne
diet | pedi o prato sem gluten pq to fazendo dieta e veio empanado com farinha de trigo
delay; cold | ola boa noite eu queria dizer que o pedido chegou muito atrasado virgula e a comida estava fria ponto obrigada
praise | eu gostei muito da comida estava muito boa e o rapaz que entregou foi muito educado parabens a todos ponto
praise | o mas gostoso da cidade concerteza vou pedi denovo
wrongItem | eu pedi um escondidinho de carne seca e mim mandaram de frango
raw | concerteza nao peço mas a coxinha da asa veio crua com sangue no osso
missingItem | boa tarde aqui e a dona cida eu pedi duas marmita e so veio uma faltou a do meu esposo
delay; unanswered | BOA NOITE PEDI AS SETE HORAS E SO CHEGOU AS NOVE E MEIA LIGUEI TRES VEZ PRA LOJA E NINGUEM ATENDEU
cold; taste | A SOPA VEIO FRIA E SEM SAL PARECIA AGUA
customisation | eu falei pro moço no telefone que era sem pimenta porque eu tenho gastrite e veio com pimenta eu nao consegui comer
praise | muito obrigado pela comida a minha esposa esta doente e a canja estava uma delicia deus abencoe
general | nao gostei ponto
delay; cold; courier | entao vou contar o que aconteceu comigo ontem minha filha veio visitar com os netos e eu resolvi pedir pizza pra nao cozinhar pedi as sete e meia o aplicativo falava quarenta minutos chegou quase nove o entregador ficou me olhando feio e resmungando porque eu nao tinha o dinheiro trocado e as pizzas vieram frias as criancas comeram assim mesmo
wrongItem; missingItem | vei errado o sabor da pizza pedi mussarela vei de atum e o refrigerante nao vei
taste; spoiled | o arroz tava empapado e o feijao azedo
melted | o pote de sorvete chego todo derretido escorrendo na sacola
notDelivered | NAO RECEBI MEU PEDIDO E JA FOI DESCONTADO DO CARTAO QUERO UMA SOLUCAO
delay; general | nunca mais peço dessa loja demora dimais e ainda vem tudo ruim
spoiled; poisoning | a salada de maionese tava com gosto de azedo ai de madrugada deu dor de barriga e disenteria na casa toda
foreignBody | tinha um bicho dentro da salada parecia uma lagarta eu quase comi isso e muito serio
packaging | a embalagem veio toda aberta a comida misturou tudo parecia lavagem
service | a mulher que atendeu no zap foi muito mal educada com uma senhora de 72 anos que vergonha
mod:app; app | eu nao sei mexer direito nesse aplicativo e ele cobrou duas vezes minha neta que viu no extrato
mod:courier; courier | o motoqueiro nao quis subir e eu moro no terceiro andar sem elevador tenho problema no joelho
price | ta muito caro isso aqui no meu tempo um prato feito custava 5 reais
pricePortion | cobraram 60 reais numa marmita que nao dava pra uma pessoa comer antes vinha bem mais
portion | POUCA COMIDA A MARMITA VEIO PELA METADE
allergy | minha neta e celiaca eu avisei varias vezes no pedido que nao podia ter gluten e veio com pao ela passou mal
diet | eu sou diabetica e pedi o suco sem acucar e veio doce demais
unanswered | tentei falar com a loja pelo telefone a tarde toda so dava caixa postal
mod:offensive; delay | VCS SAO UNS LADRAO SAFADO DEMOROU 2 HORAS
mod:threat; foreignBody | achei uma barata no meu lanche vou postar no facebook e vou na vigilancia sanitaria vcs vao ver o que e bom
mod:noOrder | meu compadre falou que pegou virose comendo ai eu nunca comprei mas nao recomendo
mod:refund | fiz o pedido cancelaram sem explicar e o dinheiro ate agora nao voltou o aplicativo fala que e em ate 30 dias um absurdo
praise | tudo muito gostoso e bem embalado chegou quentinho
praise; taste | a comida e boa mas veio um pouco salgada pra mim que sou hipertenso
 | pedi pela primeira vez vamos ver
 | o pedido e o 4521
delay; cold; taste | ola tudo bem eu sou cliente antiga de voces mas dessa vez nao deu demorou uma hora e quarenta o frango veio frio e duro e a farofa parecia areia de tao seca
wrongItem | I ORDER THE CHICKEN BURGER BUT THEY SEND BEEF
delay; cold | food come very late and cold, not good
allergy | i tell in the notes i have peanut alergy and the sauce have peanut, i get sick
praise | very good acai, fast delivery thank u
missingItem | where is my fries?? i pay the combo only burger come
delay | pedi a las nueve y llegó a las once, muy demorado
customisation | pedí hamburguesa sin queso y vino con queso otra vez
praise | muy rico todo, la milanesa una delicia, gracias
cold; taste | la pizza llego fria y la masa cruda en el medio
missingItem | pedi dos empanadas e veio solo una, falto una
mod:courier; courier | el repartidor muy grosero, me gritó porque tardé en bajar
mod:offensive; general | ESSA PORCARIA DE RESTAURANTE E UMA MERDA VCS SAO UNS IDIOTA
delay; wrongItem; service | bom dia entao ontem foi aniversario do meu marido e eu pedi o bolo de chocolate pra ser entregue as seis da tarde chegou oito e meia quando os convidados ja tinham ido embora e ainda era de morango e quando liguei a moca riu da minha cara
taste | a pizza veio queimada em baixo toda preta gosto de carvao
paidExtra | paguei o adicional de queijo e nao veio queijo nenhum a mais nao e o dinheiro mas e o respeito
portion | antigamente o pastel vinha recheado agora e so vento
spoiled | o leite do cafe da manha veio vencido olhei a data e era da semana passada
raw | o frango a passarinho tava rosado por dentro tive medo de dar pros meus netos
other=retirada loja fechada | fiz o pedido pra retirar e quando cheguei no balcao a loja tava fechada com as luz apagada
praise | parabens pelo atendimento o rapaz da loja me explicou tudo com paciencia porque eu nao enxergo bem as letras
mod:hate; courier; delay | esse entregador macaco demorou uma vida e ainda foi grosso comigo
other=pix forma de pagamento | a loja nao aceita pix so dinheiro ou cartao na entrega hoje em dia isso
`,
);

/** Set BG: a pizzeria, a burger place and a marmita kitchen in three cities over a holiday month. */
export const BY_OTHERS_BG = parseReviews(
  "othersBG",
  `
wrongItem | pedi meia calabresa meia quatro queijos e veio meia calabresa meia frango c catupiry. na vespera de natal ainda 🙄
wrongItem | os sabores da meia a meia vieram trocados, pedi metade pepperoni metade palmito e veio metade pepperoni metade atum. ATUM mano??
missingItem | cade o guarana??? pedi o de 2 litros e nao veio
paidExtra | paguei bacon extra 6 reais e o burger veio sem bacon nenhum. 6 conto jogado fora
customisation | escrevi SEM CEBOLA em maiusculo na observacao e veio cheio de cebola roxa. alguem le as obs?
diet | sou diabetica e pedi coca zero, mandaram coca normal. fiquei sem beber nada na ceia
pricePortion | a marmita subiu de 22 pra 26 e veio menos carne. feliz natal pra quem ne
packaging | caixa da pizza chegou amassada, queijo todo grudado na tampa
courier; mod:courier | o motoboy foi mto grosso, mandou eu descer logo pq tava com pressa e ainda ficou bufando
app; mod:app | cupom de 15 do app nao funcionou, aparecia valido e na hora de pagar sumiu
unanswered | liguei 5 vezes pra loja pra saber do pedido e ninguem atendeu
delay | 1h50 pra chegar uma marmita. ano novo eu sei mas ne
praise | bah, xis coracao tri bom, chegou quentinho. nota 10 tche
praise | oxe que pizza massa visse, a de carne de sol com queijo coalho ta arretada
praise; missingItem | burger perfeito, ponto certinho, so faltou a maionese verde q eu pedi
cold; delay | 40 min atrasado e o lanche chegou gelado, parecia q tinha saido da geladeira
taste | pizza queimada embaixo, borda preta
raw; customisation | pedi bem passado e o hamburguer veio cru por dentro, sangrando
foreignBody | achei um cabelo na marmita de strogonoff. perdi a fome
poisoning | passei a noite toda no banheiro depois do frango a parmegiana de vcs. vomitei ate
spoiled | o feijao tava azedo, cheiro de estragado
allergy | avisei na obs q tenho alergia a camarao e veio camarao no arroz. quase fui parar na upa
 | pedido entregue
general | que experiencia ruim, desanimei de vcs
mod:offensive; wrongItem | seus incompetentes do caralho, DE NOVO o sabor errado
warmDrink | refri chegou quente e sem gas. no calor de recife ninguem merece
melted | milkshake chegou todo derretido, virou leite com chocolate
notDelivered | app diz entregue e eu nao recebi nada. fiquei sem janta na noite de natal
service | a atendente do chat foi super seca, respondeu "nao temos o que fazer" e encerrou a conversa
price | taxa de entrega de 15 reais pra 2 km ta de brincadeira
portion | marmita fitness com 3 pedacinhos de frango, passei fome
mod:threat; wrongItem | vou ai na loja quebrar tudo se mandarem errado de novo, ja e a terceira vez
mod:noOrder | nunca pedi daqui mas meu cunhado disse q viram barata na cozinha deles
mod:hate; delay | atendente viado demorou uma hora pra mandar meu lanche
missingItem; mod:refund | faltou a batata e o ifood nao quer estornar, ja abri 3 chamados
delay | parabens pela entrega expressa, so 2h e meia pra um x-salada 👏👏
cold | adorei a pizza servida em temperatura de geladeira, mto inovador kkkk
customisation | pedi o molho a parte e veio tudo jogado em cima do lanche
paidExtra | paguei borda recheada de cheddar e a borda veio vazia
missingItem | nao mandaram talher nem guardanapo, era pra comer a marmita com a mao?
wrongItem | veio o pedido de outra pessoa, combo com nome de Jeferson na sacola. eu sou a Carla
diet | pedi marmita vegetariana e tinha pedaco de linguica no meio do feijao. sou vegetariana ha 10 anos
praise | melhor marmita de sp, tempero de vo
praise | firmeza total, burger suculento e entregador gente boa
 | pedi pra familia toda no almoco de natal
praise; taste | massa boa, mas o molho tava salgado demais
app; mod:app | o app nao mostrava onde tava o motoboy, rastreamento travado o tempo todo. chegou no horario pelo menos
courier; mod:courier | o entregador nao quis subir, moro no 3 andar sem elevador e tenho 70 anos
courier; missingItem | o motoboy abriu a sacola, o lacre tava rasgado e faltava a batata
missingItem; unanswered | faltou o refri, mandei msg no chat e ate agora nada de resposta
pricePortion | 45 conto num burger que cabe na palma da mao. ano passado era o dobro
general | bem decepcionado
delay; unanswered | pedido atrasou 1h e ninguem atendia o telefone. feriado e foda
spoiled | a salada da marmita tava murcha e o tomate podre
foreignBody | tinha um pedaco de plastico duro no meio do burger, quase quebrei o dente
raw | frango da marmita rosado por dentro, cru mesmo
poisoning | eu e minha filha com diarreia desde ontem, so comemos a pizza de frango de vcs
praise | chegou antes do previsto, tudo quentinho e bem embalado. parabens
wrongItem | pedi pizza grande e veio broto
customisation; taste | pedi carne ao ponto e veio esturricada, sola de sapato
portion | que generosidade, 4 batatas no pote de batata grande 😂
delay; cold | oxe, 2 hora esperando e o lanche chegou frio, fiquei aperreada com a fome visse
service | a moca no telefone foi mal educada e desligou na minha cara
other=entregou no endereco antigo | mandaram pro meu endereco antigo mesmo eu trocando no pedido, tive q ir buscar
other=nota fiscal com cpf | pedi nota fiscal com cpf e nao mandaram
other=sem troco | pedi troco pra 100 e ninguem tinha troco, fiquei devendo pro vizinho
app; mod:app | pix no app deu erro 3 vezes, tive q pagar no cartao
other=pedido cancelado; mod:refund | cancelaram meu pedido do nada e ate hoje o estorno nao caiu no cartao
taste | batata murcha e encharcada de oleo
packaging | o feijao vazou e melou a sacola toda
warmDrink | cerveja chegou quente pra virada do ano. valeu hein
melted | o sorvete da sobremesa chegou liquido
notDelivered; unanswered | nunca chegou e a loja nao responde ninguem
mod:noOrder | a pizzaria do lado e mto melhor, essa aqui usa queijo falso, todo mundo sabe
praise; pricePortion | comida boa mas ta caro demais pro tanto q vem
general | mds que bosta
mod:offensive; cold | cozinheiro lerdo do caramba, manda essa porcaria fria de novo pra ver
wrongItem | ordered a pepperoni, got a veggie pizza. not a fan of surprises
delay; cold | took almost two hours on christmas eve and the burger was cold when it got here
praise | best smash burger I've had in São Paulo, crispy edges, great sauce
paidExtra | paid for extra cheese and it came with the regular amount, maybe less
allergy; customisation | I told them I'm lactose intolerant and asked for no cheese. The burger came covered in cheddar.
courier; mod:courier | the delivery guy was rude and basically threw the bag at me
 | first time ordering here
app; mod:app | the app charged my card twice for one order
wrongItem | pedí una hamburguesa con queso y llegó una de pollo, qué pasó?
missingItem | faltó la bebida, pagué por una coca y no vino
praise | muy rica la pizza, llegó caliente y rápido. recomendado
delay | más de una hora esperando, estamos de vacaciones en Recife y perdimos la noche
pricePortion | carísimo para lo poco que viene, la marmita casi vacía
customisation | pedí sin cebolla y vino llena de cebolla
unanswered | llamé tres veces al local y nadie contestó
praise; taste | great crust but the sauce was way too sweet
delay; cold; unanswered | Fiz o pedido às 19h do dia 24 para a ceia e só chegou às 21h15. A pizza estava fria e a loja não atendeu nenhuma das minhas ligações. Estragou o Natal da família.
wrongItem; missingItem | Pedi dois combos, veio um hambúrguer de frango no lugar do duplo e faltou um dos refrigerantes.
praise; customisation | Adoro a marmita de vocês, mas pela terceira vez ignoraram o pedido de sem feijão. Por favor, leiam as observações.
pricePortion | Em novembro a pizza grande custava R$59, agora em dezembro está R$72 e veio mais fina e com menos recheio. Aproveitando o fim de ano, né?
packaging | A caixa veio toda amassada, a pizza chegou dobrada e com o recheio todo de um lado só.
diet | Pedi a opção sem glúten porque estou de dieta e veio o pão comum. Não é alergia, mas gostaria que respeitassem o pedido.
allergy | Sou celíaca, pedi a pizza com massa sem glúten e veio massa comum. Sorte que percebi antes de comer.
courier; delay; mod:courier | O entregador ficou rodando perdido pelo bairro por 40 minutos e ainda reclamou comigo como se a culpa fosse minha.
service | Reclamei educadamente pelo chat e recebi uma resposta irônica do atendente. Falta de respeito com o cliente.
praise | Atendimento excelente. Liguei para pedir uma alteração, me atenderam super bem e tudo chegou certinho.
praise; paidExtra | O hambúrguer estava ótimo, mas paguei adicional de cheddar e de ovo e só veio o ovo.
missingItem | Veio tudo, menos a sobremesa que fazia parte do combo de Natal.
foreignBody; service | Encontrei um fio de cabelo na pizza. Mandei foto pelo chat e disseram que "acontece". Lamentável.
raw | A carne do hambúrguer estava crua no meio, totalmente vermelha. Não tenho coragem de comer carne moída assim.
spoiled; poisoning | A maionese da batata estava com gosto azedo e no dia seguinte eu e meu marido estávamos vomitando.
notDelivered | O pedido consta como entregue, mas não recebi nada. O porteiro confirma que ninguém passou aqui.
app; mod:app | O aplicativo cobrou a taxa de entrega mesmo com o cupom de frete grátis ativo.
wrongItem; mod:refund | Veio o sabor errado, a loja até reconheceu, mas o reembolso pelo aplicativo foi negado. Absurdo.
general | Experiência muito ruim do começo ao fim.
 | Pedido feito para o réveillon.
praise | Marmita caprichada, comida caseira de verdade. Virei cliente.
taste; portion | Arroz empapado, frango sem tempero e uma quantidade ridícula.
delay; praise | Demorou um pouco por causa do feriado, mas a pizza estava uma delícia.
customisation; taste | Pedi a pizza bem assada e veio com a massa branca, crua no meio.
wrongItem | Pedi a marmita de bife acebolado e recebi a de peixe. Detesto peixe.
praise; pricePortion | Sabor impecável como sempre, mas o preço subiu e a porção diminuiu. Fica difícil manter o pedido toda semana.
warmDrink; missingItem | O suco veio quente e esqueceram o copo com gelo que eu tinha pedido.
mod:threat; delay | Se meu pedido não chegar em 10 minutos vou expor vocês em todos os grupos do bairro e ir aí pessoalmente.
mod:noOrder | Dizem por aí que essa hamburgueria reaproveita carne do dia anterior. Não comprem.
mod:offensive; service | Atendente mal educado e imbecil, deveria ser demitido.
other=muito plastico descartavel | Muito plástico descartável no pedido, poderiam usar embalagem de papel.
other=nao aceita vale-refeicao | A loja não aceita vale-refeição na entrega e isso não está avisado em lugar nenhum.
portion | A porção de batata "grande" é do tamanho de uma pequena de qualquer outro lugar.
courier; packaging | O motoboy veio costurando e empinando a moto, a caixa chegou de lado e a pizza toda revirada.
delay; app | O app mostrava 30-40 min e levou 1h30. O rastreamento nunca atualizou.
unanswered; service | Mandei três mensagens e ninguém respondeu. Quando finalmente liguei, a pessoa foi grossa.
delay | bah, 1h e pouco pra um xis tche. capaz que eu peco de novo
praise; wrongItem | tri bom o xis, mas pedi xis calabresa e veio xis frango, bah
praise | barbaridade tche, que pizza! borda crocante e bem recheada
cold | o xis chegou mais gelado que chimarrao de ontem
missingItem | faltou a maionese caseira, xis sem maionese nao e xis tche
praise | marmita de mainha mermo, feijao com charque massa demais
wrongItem | pedi pizza de charque com coalho e veio de frango, eita
courier; mod:courier | o boy da entrega ficou buzinando e gritando meu nome na rua, que vergonha
portion | marmita miseravi, um tiquinho de macaxeira e pronto
praise | mano q burger da hora, smash no ponto, voltarei
delay | meu, 1h40 pra atravessar pinheiros? o motoboy veio a pe?
paidExtra | paguei o adicional de cebola caramelizada e nao veio, zica
customisation | pedi pra cortar em 8 pedaços pras crianças e veio em 4 kkk
customisation; missingItem | pedi sem picles e com sache de barbecue extra, veio com picles e sem barbecue
 | pedido 2 de hj
 | normal
diet | pedi suco sem acucar pq sou diabetico e veio docissimo, nem consegui beber
wrongItem | o refri veio fanta laranja e eu pedi guarana, detalhe mas enfim
praise; packaging | burger top, mas a caixinha chegou toda amassada
pricePortion | pizza de 80 reais com 6 fatias fininha, nem a pau
delay; courier | ficou 30 min parado no mapa e qd chegou o motoca ainda reclamou da gorjeta
`,
);

// The later sets: files of their own, under the formatter's size limit.
export * from "./byOthersLater";
export * from "./byOthersMore";
