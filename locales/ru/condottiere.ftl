# Кондотьер: все слова, которые показывает приложение, по-русски.
#
# Терминология — по русским правилам Hobby World 2013 (издание Fantasy Flight).
# Имена игроков, названия карт и регионов подставляются в именительном падеже:
# фразы построены так, чтобы их не нужно было склонять («регион Флоренция»,
# «карту «Зима»», «Начинает Анна»). Счётные формы: [one] 1, 21…; [few] 2–4, 22–24…;
# [many] 0, 5–20, 25–30…; [other] только дроби.

## The page

page-title = Кондотьер
app-title = Кондотьер
app-tagline = Собирай наёмные войска, выигрывай битвы и покоряй города Италии эпохи Возрождения.
manifest-description = Карточная игра Доминика Эрхарда об Италии эпохи Возрождения: играй без интернета с друзьями или против честного ИИ.
language-label = Язык
loading = Загрузка…

## The front door (one tap to play; the setup is its own screen)
home-title = Играть в Кондотьера
home-continue = Продолжить
home-play = Играть
home-play-table = { $edition } · игроков: { $players } · { $opponents }
home-pass-and-play = Игра на одном устройстве
home-pass-and-play-detail = Друзья за одним устройством: каждый видит только свою руку.
home-friends = Игра с друзьями
home-friends-detail = Каждый на своём устройстве, по ссылке или QR-коду.
home-daily-open = Расклад дня ждёт · серия: { $count }
home-daily-done = Расклад дня сыгран · серия: { $count }
home-more = Ещё
home-custom = Своя партия
home-rules = Правила
home-back = ← К началу

## Setup
setup-default-player = Игрок { $number }

pace-slow = Медленная
pace-normal = Обычная
pace-fast = Быстрая
pace-instant = Мгновенная

level-easy = ИИ — лёгкий
level-rule = ИИ — ровный
level-normal = ИИ — средний
level-hard = ИИ — сильный
level-expert = ИИ — эксперт

## Editions

preset-classic-1995 = Классика (1995)
preset-classic-1995-about = Оригинальная игра: 96 карт; чужие регионы можно атаковать; по 2 карты за каждый свой регион.
preset-classic-hu = Классика, венгерские правила
preset-classic-hu-about = Классические правила в венгерском издании: кондотьер может отказаться от выбора региона; если в битве никто не победил, фишка кондотьера переходит налево.
preset-ffg-2006 = Fantasy Flight (2006)
preset-ffg-2006-about = «Весна», куртизанки и покровительство Папы; в конце раунда можно оставить себе до 2 карт.
preset-zman-2018 = Z-Man (2018)
preset-zman-2018-about = Шпионы, перебежчики и новый епископ; для победы нужно 5 регионов или 3 смежных.
preset-zman-classic = Z-Man, классическая колода
preset-zman-classic-about = Правила Z-Man с колодой классической версии: возвращается классический епископ.
preset-zman-duel = Z-Man, дуэль (2 игрока)
preset-zman-duel-about = Два игрока, две одинаковые колоды по 23 карты: побеждает тот, кто первым выиграет 3 битвы.

## Optional rules

variant-draw-after-battle = Добор после боя: на руке 7 карт, после каждой битвы можно добрать до 3 карт
variant-campaign = Кампания: несколько партий до 20 очков
variant-bigger-kingdoms = Большие королевства: для победы нужно на один смежный регион больше
variant-capture = Захват: чужие регионы можно атаковать, защитник получает преимущество
variant-hidden-cards = Скрытые карты: наёмники, героини, барабанщики и куртизанки играются лицевой стороной вниз

## The way to the rules page (its texts are in later.ftl)

rules-button = Правила
rules-variant-name-draw-after-battle = Добор после боя
rules-variant-name-campaign = Кампания
rules-variant-name-bigger-kingdoms = Большие королевства
rules-variant-name-capture = Захват
rules-variant-name-hidden-cards = Скрытые карты

## Hand-off between players on one device

handoff-title = Передай устройство — ходит { $name }
handoff-tap = { $name }, нажми, чтобы начать ход
handoff-undo = { $name }, отмени свой ход

## The table

turn-yours = { $name }, твой ход
turn-waiting = { $name } думает…
turn-ai-stalled = { $name } пока не может сделать ход
prompt-choose-region = Выбери на карте регион для следующей битвы.
prompt-battle = Сыграй карту или спасуй.
prompt-scarecrow = Пугало вернёт тебе на руку наёмника:
prompt-favor = Поставь фишку покровительства Папы в свободный регион на карте.
prompt-hand-discard = У тебя не осталось наёмников. Сбросить все карты с руки (их увидят все)?
prompt-keep = Раунд окончен: выбери не более 2 карт, которые оставишь себе, и подтверди.
prompt-draw = Добор после боя: сколько карт возьмёшь?

action-pass = Пас
action-pass-key = Пас (P)
action-pass-reveal = Пас и раскрыть
action-decline = Отказаться, отдать фишку
action-take-none = Ничего не брать
action-take = Вернуть: { $card }
action-take-from = Забрать: { $card } ({ $name })
action-favor-off = Не ставить фишку Папы
action-favor-place = Покровительство → { $region }
action-discard-hand = Сбросить карты
action-keep-hand = Оставить карты
action-keep-none = Ничего не оставлять
action-draw = { $count ->
    [0] Не брать карт
    [one] Взять { $count } карту
    [few] Взять { $count } карты
    [many] Взять { $count } карт
   *[other] Взять { $count } карты
}
action-confirm = Подтвердить
action-undo = Отменить ход
action-hint = Подсказка
action-rematch = Реванш
action-new-game = Новая игра
action-leave = Выйти (игра сохранится)
hint-suggests = Совет: { $move }
hint-thinking = Думаю…
ai-unavailable = Компьютерные игроки не смогли запуститься (их фоновый поток не загрузился или не ответил). Ваша партия сохранена.
ai-retry = Попробовать снова

table-hand = Твоя рука
table-hand-of = { $count ->
    [one] Твоя рука, { $count } карта
    [few] Твоя рука, { $count } карты
    [many] Твоя рука, { $count } карт
   *[other] Твоя рука, { $count } карты
}
table-row-of = Войско игрока { $name }
table-row-cards = { $count ->
    [0] Карт не сыграно
    [one] Сыграна { $count } карта
    [few] Сыграно { $count } карты
    [many] Сыграно { $count } карт
   *[other] Сыграно { $count } карты
}
table-cards = { $count ->
    [one] { $count } карта
    [few] { $count } карты
    [many] { $count } карт
   *[other] { $count } карты
}
table-deck = Колода: { $count }
table-discard = Сброс: { $count }
table-passed = пас
table-token = Фишка кондотьера
table-season = Сезон: { $season }
table-no-season = Без сезона
table-battle-for = Битва за регион { $region }
table-final-battle = Решающая битва
table-duel-battle = Битва { $number }
table-between-battles = Между битвами
table-round = Раунд { $number }
table-regions = { $count ->
    [one] { $count } регион
    [few] { $count } региона
    [many] { $count } регионов
   *[other] { $count } региона
}
table-battles-won = { $count ->
    [one] { $count } победа
    [few] { $count } победы
    [many] { $count } побед
   *[other] { $count } победы
}
table-defender = защитник
table-face-down = Закрытая карта

strength-base = Наёмники
strength-winter = Зима
strength-drummer = Барабанщик
strength-spring = Весна
strength-heroines = Героини
strength-courtesans = Куртизанки
strength-spies = Шпионы
strength-total = Сила
strength-of = Сила войска игрока { $name }: { $strength }

map-title = Италия
map-favor = Покровительство Папы
map-token = Фишка кондотьера
map-region-held = { $region }, владеет { $name }
map-region-contested = { $region }, идёт битва
map-region-favor = { $region }, покровительство Папы

## The chronicle (the game's log)

log-title = Хроника
log-show-reasons = Показывать причины ходов ИИ
log-game-started = Карты розданы. Первый кондотьер — { $name }.
log-campaign-game = Начинается партия { $number } кампании.
log-declined = { $name } отказывается выбирать регион. Фишку кондотьера получает { $next }.
log-region-chosen = { $name } выбирает регион для следующей битвы: { $region }.
log-battle-started = Битва за регион { $region }. Начинает { $name }.
log-battle-started-defended = Битва за регион { $region }, который защищает { $defender }. Начинает { $name }.
log-duel-battle = Новая битва. Начинает { $name }.
log-final-battle-started = Решающая битва. Начинает { $name }.
log-played = { $name } играет карту «{ $card }».
log-played-face-down = { $name } играет карту лицевой стороной вниз.
log-revealed = { $name } раскрывает карту «{ $card }».
log-passed = { $name } пасует.
log-passed-no-cards = { $name } пасует: карт на руке не осталось.
log-passed-stays = { $name } выжидает (защитник ещё может сыграть карту).
log-season = В игре карта «{ $season }».
log-season-replaced = В игре карта «{ $season }»; карты «{ $old }» сброшены.
log-bishop = Епископ сбрасывает всех наёмников с силой { $value }.
log-bishop-nothing = Епископу некого сбрасывать: наёмников в игре нет.
log-scarecrow = { $name } играет пугало и забирает карту «{ $card }» из войска соперника ({ $from }).
log-scarecrow-own = { $name } играет пугало и возвращает на руку карту «{ $card }».
log-scarecrow-nothing = { $name } играет пугало, ничего не забирая.
log-favor = { $name } ставит фишку покровительства Папы в регион { $region }.
log-favor-off = { $name } не ставит фишку покровительства Папы на поле.
log-strengths = Сила войск: { $list }.
log-strength-entry = { $name } — { $strength }
log-surrender = { $name } играет карту «{ $card }»: битва немедленно завершается.
log-classic-bishop = { $name } играет карту «Епископ»: битва завершается без победителя.
log-conquered = { $name } захватывает регион { $region }.
log-conquered-from = { $name } захватывает регион { $region }; прежний владелец — { $from }.
log-held = { $name } удерживает регион { $region }.
log-failed = В битве нет победителя.
log-duel-won = { $name } побеждает в битве (всего { $count ->
    [one] { $count } победа
    [few] { $count } победы
    [many] { $count } побед
   *[other] { $count } победы
}).
log-token-won-battle = { $name } получает фишку кондотьера как победитель битвы.
log-token-defended = { $name } получает фишку кондотьера как защитник.
log-token-kept = { $name } сохраняет фишку кондотьера.
log-token-passed-left = Фишка кондотьера переходит к игроку слева: { $name }.
log-token-drawn = Фишка кондотьера разыграна по жребию: её получает { $name }.
log-token-most-courtesans = { $name } получает фишку кондотьера за наибольшее число куртизанок.
log-token-most-spies = { $name } получает фишку кондотьера за наибольшее число шпионов.
log-token-first = { $name } начинает первую битву.
log-hand-discarded = { $name } сбрасывает все карты с руки (наёмников нет): { $cards }.
log-last-returned = { $count ->
    [1] { $name } возвращает в колоду последнюю карту.
    [one] { $name } возвращает в колоду { $count } оставшуюся карту.
    [few] { $name } возвращает в колоду { $count } оставшиеся карты.
    [many] { $name } возвращает в колоду { $count } оставшихся карт.
   *[other] { $name } возвращает в колоду { $count } оставшейся карты.
}
log-last-discarded = { $count ->
    [1] { $name } сбрасывает последнюю карту.
    [one] { $name } сбрасывает { $count } оставшуюся карту.
    [few] { $name } сбрасывает { $count } оставшиеся карты.
    [many] { $name } сбрасывает { $count } оставшихся карт.
   *[other] { $name } сбрасывает { $count } оставшейся карты.
}
log-last-kept = { $kept ->
    [0] { $name } не оставляет себе ни одной карты; сброшено карт: { $discarded }.
    [one] { $name } оставляет себе { $kept } карту; сброшено карт: { $discarded }.
    [few] { $name } оставляет себе { $kept } карты; сброшено карт: { $discarded }.
    [many] { $name } оставляет себе { $kept } карт; сброшено карт: { $discarded }.
   *[other] { $name } оставляет себе { $kept } карты; сброшено карт: { $discarded }.
}
log-round-ended = Раунд { $number } окончен; колода перетасована.
log-dealt = { $count ->
    [0] { $name } не получает ни одной карты.
    [one] { $name } получает { $count } карту.
    [few] { $name } получает { $count } карты.
    [many] { $name } получает { $count } карт.
   *[other] { $name } получает { $count } карты.
}
log-reshuffled = Сброшенные карты замешаны в колоду.
log-final-battle = Свободных регионов не осталось. В решающей битве сражаются: { $names }.
log-campaign-scored = Итоги партии { $number }: { $scores }.
log-campaign-score-entry = { $name } — { $score }
log-game-over = Игра окончена: { $outcome }.
list-separator = ,{" "}

## The end of the game

over-title = Игра окончена
over-won = Побеждает { $names }
over-shared = Общая победа: { $names }
over-outcome = { $who } — { $reason }
over-stats = Регионов: { $regions } · побед в битвах: { $battles }
over-taken-back = { $count ->
    [1] В этой игре был отменён один ход.
    [one] В этой игре был отменён { $count } ход.
    [few] В этой игре было отменено { $count } хода.
    [many] В этой игре было отменено { $count } ходов.
   *[other] В этой игре было отменено { $count } хода.
}
reason-adjacent = { $count ->
    [one] { $count } смежный регион
    [few] { $count } смежных региона
    [many] { $count } смежных регионов
   *[other] { $count } смежного региона
}
reason-total = { $count ->
    [one] { $count } регион
    [few] { $count } региона
    [many] { $count } регионов
   *[other] { $count } региона
}
reason-most = больше всего регионов ({ $count }), когда свободных не осталось
reason-final = победа в решающей битве
reason-shared = ничья, победа разделена
reason-battles = { $count ->
    [one] { $count } победа в битвах
    [few] { $count } победы в битвах
    [many] { $count } побед в битвах
   *[other] { $count } победы в битвах
}
reason-more-battles = больше побед в битвах, когда карты закончились
reason-draw = ничья
reason-campaign = { $count ->
    [one] { $count } очко кампании
    [few] { $count } очка кампании
    [many] { $count } очков кампании
   *[other] { $count } очка кампании
}

## Cards

card-m1 = Наёмник 1
card-m2 = Наёмник 2
card-m3 = Наёмник 3
card-m4 = Наёмник 4
card-m5 = Наёмник 5
card-m6 = Наёмник 6
card-m10 = Наёмник 10
card-scarecrow = Пугало
card-drummer = Бара­банщик
card-heroine = Героиня
card-winter = Зима
card-spring = Весна
card-bishop = Епископ
card-surrender = Капи­туляция
card-turncoat = Пере­бежчик
card-courtesan = Курти­занка
card-spy = Шпион

help-mercenary = Наёмник добавляет свою силу к силе твоего войска.
help-scarecrow = Верни на руку одного наёмника из своего войска.
help-scarecrow-any = Верни на руку одного наёмника из любого войска.
help-drummer = Удваивает силу наёмников в твоём войске. Ещё один барабанщик ничего не добавляет.
help-heroine = Добавляет 10. Карты «Зима», «Весна» и «Барабанщик» на неё не действуют.
help-winter = Сила каждого наёмника во всех войсках равна 1. Сбрасывает карты «Весна».
help-spring = +3 к силе каждого сильнейшего наёмника в игре. Сбрасывает карты «Зима».
help-bishop = Сбрасывает все карты сильнейших наёмников в игре, затем ты ставишь фишку покровительства Папы.
help-bishop-nofavor = Сбрасывает все карты сильнейших наёмников в игре.
help-classic-bishop = Битва немедленно завершается без победителя.
help-surrender = Битва немедленно завершается; регион захватывает самое сильное войско.
help-courtesan = Добавляет 1. Игрок с наибольшим числом куртизанок получает фишку кондотьера после битвы.
help-spy = Добавляет 1. Игрок с наибольшим числом шпионов получает фишку кондотьера после битвы.
card-with-help = { $card }: { $help }
card-in-hand = { $card }, { $index } из { $count }: { $help }

## The regions (city names as your language writes them)

region-torino = Турин
region-milano = Милан
region-venezia = Венеция
region-genova = Генуя
region-mantova = Мантуя
region-parma = Парма
region-modena = Модена
region-ferrara = Феррара
region-bologna = Болонья
region-lucca = Лукка
region-firenze = Флоренция
region-siena = Сиена
region-urbino = Урбино
region-ancona = Анкона
region-spoleto = Сполето
region-roma = Рим
region-napoli = Неаполь

## Saved games

saves-title = Сохранённые игры
saves-resume = Продолжить
saves-resume-failed = Не удалось продолжить игру: { $reason }. Сохранение осталось без изменений.
saves-region-count = { $name }: { $count }
saves-entry = { $edition } — { $players }

save-error-replay = ход { $number } невозможно воспроизвести
save-error-gone = этого сохранения больше нет
save-error-full = хранилище браузера заполнено: удали или экспортируй часть сохранённых игр
save-error-write = не удалось сохранить игру в этом браузере
save-error-read-file = не удалось прочитать файл
save-error-make-file = не удалось создать файл
save-error-setup = настройки игры некорректны
save-error-id = идентификатор сохранения создан не этим приложением
save-error-reasons = сохранённые причины ходов ИИ не совпадают с ходами игры
save-error-daily = сохранение помечено как расклад дня, но его расклад не того дня

## Share links and replays

share-title = Поделиться
share-deal = Ссылка на расклад: те же игроки, правила и карты на любом устройстве
share-record = Ссылка на запись: повтор этой игры ход за ходом
share-after-game = Ссылки на эту игру появятся, когда она закончится, — чтобы никто не смог подсмотреть чужие карты.
share-record-in-play = Пока игра идёт, ссылка на запись показывает её так, как видишь ты: только твои карты, ничьи больше. Когда игра закончится, ссылка покажет карты всех.
share-copy = Копировать
share-copied = Скопировано

## Errors

error-title = Что-то пошло не так
error-illegal = Этот ход сейчас недоступен: { $move } ({ $reason }).
error-no-undo = Сейчас нет твоего хода, который можно отменить.
error-stale = Игра ушла вперёд раньше, чем пришёл этот ход; ничего не изменилось.
error-not-your-turn = Сейчас не твой ход; ничего не изменилось.
error-texts = Не удалось загрузить тексты на языке { $language }: язык работает офлайн, если его хотя бы раз открыли онлайн. Проверь подключение и попробуй ещё раз.

# Why the rules refuse a move (the reason in error-illegal); why a game cannot be set up
# (a save's, a link's, the setup screen's); what is wrong with the seats.
refusal-game-over = игра окончена
refusal-awaits-region = сейчас { $name } выбирает регион для следующей битвы
refusal-awaits-card = сейчас { $name } играет карту или пасует
refusal-awaits-take-back = сейчас { $name } выбирает наёмника, которого вернёт пугало
refusal-awaits-favor = сейчас { $name } ставит фишку покровительства Папы
refusal-awaits-hand-discard = сейчас { $name } решает, сбросить ли карты с руки без наёмников
refusal-awaits-keep = сейчас { $name } выбирает не более 2 карт, которые оставит на следующий раунд
refusal-awaits-draw = сейчас { $name } решает, сколько карт добрать: от 0 до { $most }
refusal-favor-region = в регионе { $region } стоит фишка покровительства Папы: битвы там быть не может
refusal-own-region = { $name } уже контролирует регион { $region }
refusal-controlled = регион { $region } контролирует { $owner }, а в издании «{ $edition }» чужие регионы атаковать нельзя (это разрешает правило «Захват»)
refusal-all-declined = все остальные игроки уже отказались: этот кондотьер должен выбрать регион
refusal-no-decline = в издании «{ $edition }» кондотьер обязан выбрать регион: отказываться разрешают только венгерские классические правила
refusal-not-in-hand = у игрока { $name } нет на руке карты «{ $card }»
refusal-no-face-down = в войске нет карты лицевой стороной вниз, которую можно раскрыть
refusal-must-take = в издании «{ $edition }» пугало обязано вернуть наёмника, если может
refusal-own-row = в издании «{ $edition }» пугало возвращает только из войска своего игрока
refusal-not-mercenary = пугало возвращает только наёмников, а не карту «{ $card }»
refusal-no-face-up = в этом войске нет открытой карты «{ $card }», которую можно вернуть
refusal-favor-contested = фишку покровительства Папы нельзя ставить в регион { $region }: за него идёт битва
refusal-favor-controlled = регион { $region } под контролем: фишку покровительства Папы ставят в регион, который никто не контролирует
refusal-favor-required = в издании «{ $edition }» фишку покровительства Папы нужно поставить в свободный регион
refusal-not-held = у игрока { $name } нет этих карт
refusal-draw-too-many = { $name } может сейчас добрать не больше { $most }, а не { $count }: до 3 карт, не превышая предел руки 10 + 1 за регион, из того, что есть в колоде и в сбросе
setup-error-players = издание «{ $edition }» рассчитано на { $min }–{ $max } игроков, а не на { $players }
setup-error-variant = дополнительное правило «{ $rule }» не сочетается с изданием «{ $edition }»
setup-error-campaign = для кампании нужна цель больше 0 очков
setup-error-rules = правила не совпадают с правилами издания «{ $edition }» и его дополнительными правилами: их изменили вручную
setup-error-first = первый кондотьер — не один из { $players } игроков
seat-error-count = мест: { $seats }, игроков: { $players }; каждому игроку нужно ровно одно место
seat-error-no-name = у игрока { $number } нет имени
seat-error-long-name = имя игрока { $number } длиннее { $most } символов
seat-error-color = у игрока { $number } цвет, которого нет в игре
seat-error-same-name = двух игроков зовут «{ $name }»: каждому нужно своё имя

## Your record (statistics against the AI)
# $edition is an edition's name (preset-…); $opponents is one of the stats-against-…
# messages, written to fit after "against" in these sentences.
# По-русски: $opponents стоит в родительном падеже после «против» («против лёгкого ИИ»).

stats-title = Твоя статистика
kept-error-damaged = данные повреждены
kept-error-no-version = в данных нет номера версии: их записала не эта игра
kept-error-not-json = данные не в нужном формате
kept-error-newer = данные записаны более новой версией игры (формат { $version })
settings-error-unreadable = Твои настройки не удалось прочитать ({ $reason }), поэтому действуют настройки по умолчанию. Повреждённая копия отложена в этом браузере и не потеряна.
settings-error-unreadable-kept = Твои настройки не удалось прочитать ({ $reason }), а отложить их в сторону тоже не получилось: действуют настройки по умолчанию, и поверх них ничего не записывается.
settings-error-newer = Твои настройки записала более новая версия игры (формат { $version }): они не тронуты, пока эта страница не обновится.
settings-error-save = Не удалось сохранить настройки: { $reason }.
# A record the page could not read when it opened, said on the screen the player is on.
stats-error-unreadable = Не удалось прочитать твою статистику ({ $reason }), поэтому она начата заново. Повреждённая копия отложена в этом браузере и не потеряна.
stats-error-unreadable-kept = Не удалось прочитать твою статистику ({ $reason }), а отложить её в сторону тоже не получилось. Поэтому она оставлена как есть, и игры пока не записываются.
stats-error-newer = Твоя статистика записана более новой версией игры (формат { $version }). Она остаётся нетронутой, а игры не записываются, пока эта страница не обновится.
daily-error-unreadable = Статистику расклада дня не удалось прочитать ({ $reason }), поэтому она начинается заново. Повреждённая копия отложена в этом браузере и не потеряна.
daily-error-unreadable-kept = Статистику расклада дня не удалось прочитать ({ $reason }), а отложить её в сторону тоже не получилось. Поэтому она оставлена как есть, и расклады дня пока не записываются.
daily-error-newer = Статистику расклада дня записала более новая версия игры (формат { $version }): она не тронута, и ничего не записывается, пока эта страница не обновится.

## A new version of the game

update-available-game = Готова новая версия «Кондотьера». Твоя игра сохранена и вернётся после перезагрузки.
update-available = Готова новая версия «Кондотьера».
update-reload = Обновить сейчас
update-dismiss = Позже

## Why the AI played as it did (one line under each AI move in the chronicle)
# Подлежащее — ИИ, но за ним сидит игрок с любым именем («Бьянка»), поэтому без «он/она»
# и без форм прошедшего времени и кратких прилагательных, у которых есть род.
# Числа — сила войска (не очки), процент — шанс на победу.

why-forced = Другого хода не было.
why-region = Самый выгодный регион для своего королевства.
why-weak-hand = Слишком слабая рука, чтобы начинать битву.
why-winning = Войско и так сильнее всех, и ответить уже некому.
why-safe-lead = Перевеса должно хватить.
why-lock-win = Завершает битву, пока впереди.
why-contest = Стоит побороться: понадобится около { $cost } силы, а вложить есть смысл до { $budget }.
why-fold = Не стоит тратить карты: регион стоил не больше { $budget } силы.
why-rescue = Спасает наёмника, прежде чем выйти из битвы.
why-spoil = Не даёт другому игроку выиграть эту битву.
why-dump = С такими картами не повоюешь: лучше разыграть их ради новой раздачи.
why-best = Лучший из найденных вариантов.
why-draw-most = Больше карт — больше выбора: берёт столько, сколько можно.
why-whim = Каприз: лёгкий ИИ иногда ходит наугад.
why-idle = { $count ->
    [one] В последней битве никто не сыграл ни одной карты: чтобы раунд не застрял, играет карту.
    [few] В { $count } последних битвах никто не сыграл ни одной карты: чтобы раунд не застрял, играет карту.
    [many] В { $count } последних битвах никто не сыграл ни одной карты: чтобы раунд не застрял, играет карту.
   *[other] В { $count } последних битвах никто не сыграл ни одной карты: чтобы раунд не застрял, играет карту.
}
why-search = { $count ->
    [one] Сыграв в уме { $count } партию, оценивает свой шанс на победу в { $percent } %.
    [few] Сыграв в уме { $count } партии, оценивает свой шанс на победу в { $percent } %.
    [many] Сыграв в уме { $count } партий, оценивает свой шанс на победу в { $percent } %.
   *[other] Сыграв в уме { $count } партии, оценивает свой шанс на победу в { $percent } %.
}
why-search-rather = Его оценки шансов на победу: { $moves }.
# Expert's reading of the table, after why-search-rather when it changed the move. $clue: one
# of why-read-… below ($name: a player, $card: a card); $read and $visible: the strength of
# the Mercenaries expected in that player's hand, as read from their moves and from the
# visible cards alone (why-read-number); $direction: weaker or stronger, from those two
# numbers; $instead: the move it would have made without the reading.
why-read = Чтение стола: { $clue } — значит, наёмники в этой руке, вероятно, { $direction ->
    [weaker] слабее
   *[stronger] сильнее
}, чем кажется (сила около { $read }, а не { $visible }). Без этого чтения: { $instead }.
why-read-passed-at-once = { $name }: пас сразу
why-read-passed = { $name }: пас
why-read-played = { $name }: сыграна карта { $card }
why-read-face-down = { $name }: карта сыграна рубашкой вверх
why-read-kept-hand = { $name }: оставлена рука без наёмников
why-read-other = { $name }: ходы в этом раунде
why-read-number = { $whole },{ $tenth }

## Learn to play: the invitation on the setup screen (the lesson itself is in later.ftl)

learn-start = Научиться играть
learn-offer-text = Первая партия с наставником, шаг за шагом.

## Table
# The table's toolbar: the button that closes a drawer (the chronicle, the share links), and
# the switch for the sounds of the game.
drawer-close = Закрыть
sound-label = Звук

## Tabs
elsewhere-title = Эта игра продолжается в другой вкладке
elsewhere-text = Её открыли в другой вкладке или другом окне этого браузера, и она идёт там, где и сохраняются её ходы. Верни её сюда, чтобы играть дальше здесь со всеми сделанными там ходами: та вкладка тогда остановится.
elsewhere-take-back = Вернуть игру сюда
elsewhere-menu = В меню
elsewhere-deleted-title = Эта игра удалена
elsewhere-deleted-text = Её удалили из сохранённых игр, в другой вкладке или здесь, и теперь от неё ничего не сохранено. Верни её, чтобы играть здесь дальше со всеми её ходами, или выйди.
elsewhere-bring-back = Вернуть её
elsewhere-deleted-leave = Выйти
## The daily deal (crates/session/src/daily.rs, src/ui/daily.rs)
daily-button = Расклад дня
## Puzzles: the way to them on the setup screen (the puzzles themselves are in later.ftl)

puzzle-open = Боевые задачи
puzzle-offer-text = Одна битва, одна цель: найди лучший путь.

## Review: the way to it, and the AI's alternatives (the chronicle's reasons tell them too; the
# review itself is in later.ftl). $action, $other1, $other2: moves; $chance, $chance1, $chance2: whole percents.
screen-unavailable = Не удалось загрузить этот экран: подключитесь к интернету хотя бы раз и попробуйте снова.
screen-loading = Загрузка…
