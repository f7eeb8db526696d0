"""The motif lexicon: words of card names mapped to a subject, its parts and its colours.

``SUBJECTS`` is searched in order and the first pattern found in the lower-cased name picks the
subject (so "harpie's pet dragon" is a dragon before "harpie" makes it a harpy). ``MODIFIERS`` all
apply: colours, wings, extra heads, crowns, armour. Many FM names are romanised Japanese; their
meaning is in the lexicon too (kumo = spider, kani = crab, same = shark, niwatori = chicken...).
Where nothing matches, ``TYPE_PLAN`` gives the type's body plan.
"""

from __future__ import annotations

import re

# Figure presets (people.figure options).
WARRIOR = {"weapon": "sword", "hat": "helmet", "armor": True}
KNIGHT = {"weapon": "spear", "hat": "helmet", "armor": True, "shield": True}
SWORDSMAN = {"weapon": "greatsword", "hat": "hair"}
MAGE = {"robe": True, "hat": "wizard", "weapon": "staff"}
SORCERER = {"robe": True, "hat": "hood", "weapon": "orb"}
WITCH = {"robe": True, "hat": "witch", "weapon": "wand", "long_hair": True}
ELF = {"head": "elf", "long_hair": True, "robe": True, "weapon": "orb"}
FAIRY = {"wings": "fairy", "robe": True, "long_hair": True, "weapon": "wand"}
ANGEL = {"wings": "angel", "robe": True, "halo": True, "long_hair": True}
FIEND = {"head": "demon", "hat": "horns", "wings": "bat", "weapon": "claw", "tail": True}
IMP = {"head": "demon", "hat": "horns", "tail": True, "weapon": "claw", "build": 0.8}
ZOMBIE = {"head": "zombie", "weapon": "claw", "skin": "undead"}
SKELETON = {"head": "skull", "weapon": "sword"}
REAPER = {"robe": True, "hat": "hood", "head": "skull", "weapon": "scythe"}
MUMMY = {"head": "bandage", "skin": "bandage"}
CLOWN = {"head": "clown", "hat": "clown"}
NINJA = {"hat": "ninja", "weapon": "sword"}
LADY = {"long_hair": True, "robe": True}
QUEEN = {"long_hair": True, "robe": True, "hat": "crown"}
KING = {"hat": "crown", "cape": True, "weapon": "sword"}
OGRE = {"build": 1.45, "head": "beast", "weapon": "axe"}
HARPIE = {"wings": "harpie", "long_hair": True, "weapon": "claw"}
BEASTMAN = {"head": "beast", "weapon": "axe", "armor": True}
ROBOT = {"head": "robot", "armor": True, "weapon": "gun", "skin": "metal"}

# (pattern, subject, options): first match wins.
SUBJECTS: list[tuple[str, str, dict]] = [
    # famous cards first, and names whose meaning is not in their words
    (r"goddess with the third eye", "figure", {**ANGEL, "third_eye": True}),
    (r"dragoness", "figure", {**KNIGHT, "long_hair": True}),
    (
        r"summoned skull",
        "figure",
        {
            "head": "skull",
            "hat": "horns",
            "wings": "bat",
            "weapon": "claw",
            "build": 1.3,
            "aura": "thunder",
            "colour": "purple",
        },
    ),
    (r"gorgon egg", "egg", {}),
    (r"flower wolf", "quadruped", {"beast": "hound"}),
    (r"needle ball", "blob", {"fur": True, "colour": "purple"}),
    (r"rhaimundos|supporter in the shadows|trap master|vishwar|invader of the throne", "figure", WARRIOR),
    (r"garoozis", "figure", BEASTMAN),
    (r"tyhone #2", "dragon", {"pose": "wyvern"}),
    (r"d\. human", "figure", {**KNIGHT, "hat": "horned"}),
    (r"monster tamer|beast trainer", "figure", {"weapon": "staff", "hat": "hair", "cape": True}),
    (r"torike|dig beak|hane-hane|great bill|kurama", "bird", {"bird": "eagle"}),
    (r"yamadron", "dragon", {"heads": 3}),
    (r"wilmee|burglar", "quadruped", {"beast": "rat"}),
    (r"stuffed animal", "quadruped", {"beast": "bear"}),
    (r"boo koo|dark gray|synchar|lisark", "quadruped", {"beast": "hound"}),
    (r"zone eater", "worm", {}),
    (r"kazejin|hurricail", "ghost", {}),
    (r"yaranzo", "box", {}),
    (r"hungry burger", "burger", {}),
    (r"root water", "fish", {"big_eye": True}),
    (r"blue-eyes ultimate", "dragon", {"heads": 3}),
    (r"twin-headed thunder dragon", "dragon", {"heads": 2}),
    (r"two-headed king rex|two-mouth", "dinosaur", {"heads": 2}),
    (r"tri-horned dragon", "dragon", {"horns3": True}),
    (
        r"yamatano|seiyaryu|kairyu|sea king dragon|aqua dragon|serpent night|spike seadra|"
        r"waterdragon|tatsunootoshigo",
        "eastern_dragon",
        {},
    ),
    (r"sword arm of dragon", "dinosaur", {"blade": True}),
    (r"dragon piper", "figure", {"weapon": "harp", "hat": "hair", "skin": "fire"}),
    (r"dragon statue", "statue", {}),
    (r"dragon seeker", "figure", {"head": "skull", "weapon": "axe", "cape": True}),
    (r"dragon zombie", "dragon", {"skin": "undead"}),
    (r"gaia the dragon champion", "centaur", {"wings": True}),
    (r"gaia the fierce knight|horseman|skeleton rider|dokurorider", "centaur", {}),
    (r"\bzoa\b|metalzoa", "figure", {**FIEND, "build": 1.45, "armor": True, "hat": "horned", "spikes": True}),
    (
        r"ryu-kishin",
        "figure",
        {"head": "demon", "hat": "horns", "wings": "bat", "weapon": "claw", "skin": "stone"},
    ),
    (r"parrot dragon", "dragon", {"beak": True, "colour": "green"}),  # a parrot's beak and bright feathers
    (r"meteor", "dragon", {"meteor": True, "colour": "stone"}),  # a burning rock's hide
    (r"harpie's pet dragon|dragon|drake|wyvern|koumori|^d\. |seadra|wyrm", "dragon", {}),
    (r"leg of the forbidden", "hand", {"skin": "bandage", "leg": True}),
    (r"arm of the forbidden", "hand", {"skin": "bandage", "chains": True}),
    (
        r"exodia",
        "figure",
        {
            "head": "bandage",
            "build": 1.5,
            "skin": "bandage",
            "armor": True,
            "colour": "gold",
            "big": True,
            "cape": True,
        },
    ),
    (r"kuriboh|fuzz|furball", "blob", {"fur": True, "colour": "brown"}),
    (r"sangan", "blob", {"fur": True, "colour": "brown", "third_eye": True}),
    (r"jellyfish|kurage|turu-purun", "octopus", {"jelly": True}),
    (r"great white|shark|misairuzame|same\b", "fish", {"fish": "shark"}),
    (r"whale", "fish", {"fish": "whale", "fortress": True}),
    (r"dolphin", "fish", {"fish": "dolphin"}),
    (r"mermaid|amazon of the sea", "mermaid", {}),
    (r"rainbow marine|7 colored fish", "fish", {"rainbow": True}),
    (r"ooguchi|crazy fish|bottom dweller|tongyo|man-eating black", "fish", {"teeth": True, "fish": "big"}),
    (r"starfish|hitode|star boy", "starfish", {}),
    (r"fish|bass|gyojin|marine beast|wow warrior", "fish", {}),
    (r"kraken|octo|takriminos|tentacle man", "octopus", {}),
    (r"crab turtle|kanikabuto|kani|scizzar|zarigun", "crab", {}),
    (r"yado karu|hermit", "crab", {"hermit": True}),
    (r"ganigumo", "crab", {"spider": True}),
    (r"catapult turtle", "turtle", {"cannon": True}),
    (r"turtle who feeds on flames", "turtle", {"flame": True}),
    (r"turtle tiger", "turtle", {"beast": "tiger"}),
    (r"turtle raccoon", "turtle", {"beast": "raccoon"}),
    (r"turtle bird", "turtle", {"wings": True}),
    (r"turtle bird|turtle|tortoise|monsturtle|\bkame\b", "turtle", {}),
    (r"armadill", "quadruped", {"beast": "armadillo"}),
    (r"spiked snail", "snail", {"spikes": True}),
    (r"snail|escargot", "snail", {}),
    (r"toad|frog|gama", "frog", {}),
    (r"kappa|hyosube", "figure", {"head": "beast", "skin": "kappa", "weapon": "claw"}),
    (r"penguin", "bird", {"bird": "penguin"}),
    (r"ameba|slime|goo|liquid beast|melting red|embryonic|dissolverock", "blob", {}),
    (r"snake hair|gorgon", "figure", {"long_hair": True, "robe": True, "hair": "snake"}),
    (r"snakeyashi", "palm", {"snake": True}),
    (r"yashinoki", "palm", {}),
    (r"beaked snake", "serpent", {"beak": True}),
    (r"snake|serpent|viper|cobra|yormungarde|orochi|seasnake|long rods", "serpent", {}),
    (r"needle worm", "worm", {"spikes": True}),  # a worm of needles
    (r"worm|larva|kattapillar|needle worm|minomushi|caterpillar", "worm", {}),
    (r"cocoon", "cocoon", {}),
    (r"\bmoth|butterfly", "insect", {"insect": "moth"}),
    (r"spider|kumo|gumo|tarantula", "insect", {"insect": "spider"}),
    (r"scorpion", "insect", {"insect": "scorpion"}),
    (r"mantis|kamakiri", "insect", {"insect": "mantis"}),
    (r"bladefly|fly\b|bee\b|needle\b|killer needle|dogra|winged cleaver", "insect", {"insect": "fly"}),
    (
        r"flea|gokibore|cockroach|roach|basic insect|big insect|leghul|alinsection|acid crawler|"
        r"man-eater bug",
        "insect",
        {"insect": "bug"},
    ),
    (r"kuwagata|stag beetle", "insect", {"insect": "beetle", "stag": True}),
    (r"korogashi|dung beetle", "insect", {"insect": "beetle", "ball": True}),
    (r"insect soldiers", "insect", {"insect": "fly", "props": ["spear"]}),
    (r"beetle|hercules|kuwagata|kabuto|korogashi|kwagar", "insect", {"insect": "beetle"}),
    (r"mushroom|fungi|kinoko", "mushroom", {}),
    (r"tree|trent|wood|yashi|forest dweller|autumn leaves|wodan", "tree", {}),
    (r"flower|rose|lily|bloom|petal|firegrass", "flower", {}),
    (r"man-eat(ing|er) plant|man eater\b", "flower", {"maw": True}),
    (r"thorns|tentacle plant|vine|ivy|plant|arlownay|griggle", "vine", {}),
    (r"bean soldier|barrel lily", "pod", {}),
    (r"statue|easter|moai|haniwa", "statue", {}),
    (r"jar|vase|pot\b|pot the", "jar", {"face": True}),
    (r"labyrinth wall|wall shadow|wall\b", "wall", {"face": True}),
    (r"golem|stone soldier|soldier of stone|ogre grotto|stone d\.|sengenjin|genjin", "rock", {"golem": True}),
    (r"rock|stone|boulder|sand\b|muka muka|prisman|mud\b", "rock", {}),
    (r"mammoth", "quadruped", {"beast": "mammoth"}),
    (r"tiger", "quadruped", {"beast": "tiger"}),
    (r"\blion|leogun|\bleo\b|nekogal|\bcat\b|neko", "quadruped", {"beast": "lion"}),
    (r"wolf|fang|dog|hound|cerebrus|garvas|gate deeg", "quadruped", {"beast": "wolf"}),
    (r"\box\b|steer|bull|ushi|minotaur|buffalo", "quadruped", {"beast": "ox"}),
    (r"pegasus", "quadruped", {"beast": "pegasus"}),
    (r"unicorn|horse|mustang", "quadruped", {"beast": "horse"}),
    (r"rabbit|bunny", "quadruped", {"beast": "rat", "ears": "long"}),
    (r"rat\b|mouse|marmot", "quadruped", {"beast": "rat"}),
    (r"sheep|ram\b", "quadruped", {"beast": "sheep"}),
    (r"panda", "quadruped", {"beast": "panda"}),
    (r"bear\b|kuma", "quadruped", {"beast": "bear"}),
    (r"beaver", "quadruped", {"beast": "beaver"}),
    (r"raccoon|tanuki", "quadruped", {"beast": "bear"}),
    (r"chimera|griffore|gryphon|manticore", "quadruped", {"beast": "lion", "wings": True}),
    (r"krokodil|alligator|croc", "lizard", {"lizard": "croc"}),
    (r"lizard warrior|lizard soldier", "lizard", {"upright": True}),
    (r"lizard|salamander|gecko|mechaleon|drooling|grappler|iguana", "lizard", {}),
    (r"rex|saur|tomozaurus|megazowler|trakadon|pragtical|uraby|little d\b|crawling", "dinosaur", {}),
    (r"bracchio|brachio", "dinosaur", {"dino": "long"}),
    (r"peacock", "bird", {"bird": "peacock"}),
    (r"niwatori|chicken|rooster|cock\b", "bird", {"bird": "chicken"}),
    (r"sunbird", "bird", {"bird": "eagle", "sun": True}),
    (r"winged crown", "bird", {"bird": "crow", "crown": True}),
    (r"eagle|hawk|falcon|condor|sunbird", "bird", {"bird": "eagle"}),
    (r"crow|raven", "bird", {"bird": "crow"}),
    (r"harpie|harpy", "figure", HARPIE),
    (
        r"bird|sparrow|parrot|takuhee|droll|faith bird|wing eagle|skullbird|tyhone|mavelus|crown\b",
        "bird",
        {"bird": "crest"},
    ),
    (r"bat\b|meda bat", "bat", {}),
    (r"eye\b|eyes\b|ocubeam|big eye|megasonic|monster eye|eyearmor|fire eye", "eyeball", {}),
    (r"mask", "mask", {}),
    (r"\begg", "egg", {}),
    (r"castle|fortress|palace|temple of", "castle", {}),
    (r"skull\b(?! (knight|guardian|servant|stalker|red bird))|skull of", "skull", {}),
    (r"lamp|genie|la jinn|djinn", "lamp", {}),
    (r"mirror|refrection|reflection", "mirror", {}),
    (r"hourglass", "hourglass", {}),
    (r"book|scroll|wisdom", "book", {"face": True}),
    (r"chain", "chain", {}),
    (r"bickuribox|box|jack", "box", {}),
    (r"grave|tomb|13th", "grave", {"skulls": True}),
    (r"(?<!maiden of the )moon|lunar|lamoon", "moon", {}),  # the Maiden of the Moonlight is a maiden
    (r"star\b|hoshi", "moon", {"star": True}),
    (r"harp", "figure", {"weapon": "harp", "wings": "angel", "long_hair": True, "robe": True}),
    (r"key mace", "key_mace", {}),
    (r"candle", "candle", {}),
    (r"barrel|mabarrel", "barrel", {"gun": True}),
    (
        r"time wizard|timelord|clock",
        "figure",
        {"robe": True, "hat": "wizard", "weapon": "staff", "orb": "clock"},
    ),
    (r"saber slasher|yaiba robo", "figure", {**ROBOT, "weapon": "greatsword"}),
    (r"fiend sword|sword\b(?! |sman)|blade\b", "sword_monster", {}),
    (r"hand|claw reacher", "hand", {}),
    (r"pumpk", "ghost", {"pumpkin": True}),
    (r"ghost|phantom|specter|spectre|spirit of the (?!harp)|shade|wraith|fog\b", "ghost", {}),
    # machines
    (r"shovel", "tank", {"shovel": True}),
    (r"tank|bugroth|crusher|golgoil|attacker\b|giganto", "tank", {}),
    (r"launcher|mechanical spider|mech spider|steel scorpion", "mech_spider", {}),
    (r"cannon|dharma|blast juggler", "cannon", {}),
    (r"jet|fighter", "flyer", {}),
    (
        r"robo|mech|cyber|jinzo|machine|android|holograh|blocker|gatekeeper|"
        r"guardian of the throne|royal guard|pendulum|ancient tool|disk|stein|giga-tech",
        "figure",
        ROBOT,
    ),
    # people
    (r"reaper|grim|soul hunter|hunts souls", "figure", REAPER),
    (r"mummy|bandage", "figure", MUMMY),
    (r"skeleton|skelengel|skelgon|skull (servant|stalker|knight|guardian)|bone", "figure", SKELETON),
    (r"clown zombie", "figure", {**ZOMBIE, "hat": "clown", "collar": True}),
    (r"zombie|ghoul|wandering doomed|dead|corpse", "figure", ZOMBIE),
    (r"clown|jester|puppet|doll|trick", "figure", CLOWN),
    (r"ninja|ansatsu|kunai|kageningen|kagemusha|assassin", "figure", NINJA),
    (r"witch|sorceress", "figure", WITCH),
    (r"elf|dryad|eldeen", "figure", ELF),
    (r"angel|megami|goddess|muse|seraph", "figure", ANGEL),
    (r"fairy|petit|pixie|sprite", "figure", FAIRY),
    (
        r"mage|magician|wizard|sorcerer|shaman|sage|chanter|tao|kamion|illusionist|"
        r"mystic(?!al sheep)|necro|magic|secrets|akakieisu",
        "figure",
        MAGE,
    ),
    (r"\bimp\b|gremlin|goblin|horn imp|feral", "figure", IMP),
    (r"flame swordsman|charubin|fire knight", "figure", {**WARRIOR, "weapon": "greatsword"}),
    (r"flame manipulator", "figure", {"robe": True, "hat": "hood", "weapon": "flame"}),
    (
        r"fiend|demon|devil|dark king|terror|abyss|hell|zoa|versago|barox|archfiend|"
        r"zemia|yamimakai|lord of|madjinn|morinphen|chakra|ushi oni|oni\b|succubus",
        "figure",
        FIEND,
    ),
    (
        r"queen|empress|princess|lady|maiden|girl|headhuntress|swordmistress|mistress|sisters|"
        r"hibikime|sonic maid",
        "figure",
        QUEEN,
    ),
    (r"musician", "figure", {**KING, "weapon": "harp"}),
    (r"king|emperor|kaiser|lord|orion|pharaoh", "figure", KING),
    (r"ogre|giant|titan|troll|hitotsu|oni", "figure", OGRE),
    (
        r"knight|guardian|paladin|protector|gate guardian|royal|millennium shield|armaill|hard armor|zanki",
        "figure",
        KNIGHT,
    ),
    (r"swordsman|swordstalker|masaki|samurai|musashi|ronin", "figure", SWORDSMAN),
    (r"axe|raider|barbarian", "figure", {"weapon": "axe", "hat": "horned"}),
    (
        r"warrior|soldier|fighter|battle|hero|champion|swordman|judge|m-warrior|kojikocy|doron|"
        r"karbonala|tradition",
        "figure",
        WARRIOR,
    ),
    (
        r"thunderball|lightning ball|kaminari|bolt|electric|sanga|hinotama|soul\b|wisp|fireball",
        "orb_spirit",
        {},
    ),
    (r"flame|fire\b|fireyarou|lava|blaze|burn|inferno|vermillion", "flame_spirit", {}),
    (r"violent rain|weather", "water_spirit", {"rain": True}),
    (r"sea kamen", "water_spirit", {"mask": True}),
    (r"water element|water omotics|wave|suijin|ice water|violent rain|weather", "water_spirit", {}),
    (r"beast|monster|wicked", "quadruped", {"beast": "hound", "fangs": True}),
]

# (pattern, options): every match applies.
MODIFIERS: list[tuple[str, dict]] = [
    (r"\bwhite\b|silver|pale|snow", {"colour": "white"}),
    (r"\bblack|\bb\. |darkworld|darkness|shadow|dark\b|night\b", {"colour": "black"}),
    (r"\bred\b|crimson|vermillion|red-eyes|blood|scarlet|fire\b|flame|lava", {"colour": "red"}),
    (r"\bblue\b|azure|aqua|sea\b|ocean|water", {"colour": "blue"}),
    (r"\bgreen\b|jungle|swamp|forest|leaf|kappa", {"colour": "green"}),
    (r"\bice\b|frost|frozen|blizzard", {"colour": "ice"}),
    (r"gold|golden|gilded|sun\b|bright|shining|light\b|holy|lamp", {"colour": "gold"}),
    (r"metal|steel|iron|silver|mech|cyber|machine|robo|armored|armor", {"colour": "metal"}),
    (r"purple|violet|amethyst|mystic|magic", {"colour": "purple"}),
    (r"rainbow|7 colored", {"colour": "rainbow"}),
    (r"autumn", {"autumn": True}),
    (r"skull", {"skull": True}),
    (r"stone|rock|sand|granite|earth", {"colour": "stone"}),
    (r"winged|wing\b|wings|flying|sky|pegasus|angel|chimera", {"wings": True}),
    (r"two-headed|twin-headed", {"heads": 2}),
    (r"king|queen|emperor|empress|royal|lord|kaiser", {"crown": True}),
    (r"thunder|electric|bolt|lightning|spark|kaminari", {"aura": "thunder"}),
    (r"flame|fire|blaze|burn|heat|hino", {"aura": "fire"}),
    (r"ultimate|great|mega|giant|big\b|huge|titan", {"big": True}),
    (r"little|petit|baby|mini|lesser|small", {"small": True}),
]

TYPE_PLAN: dict[str, tuple[str, dict]] = {
    "Dragon": ("dragon", {}),
    "Spellcaster": ("figure", MAGE),
    "Zombie": ("figure", ZOMBIE),
    "Warrior": ("figure", WARRIOR),
    "Beast-Warrior": ("figure", BEASTMAN),
    "Beast": ("quadruped", {"beast": "hound"}),
    "Winged Beast": ("bird", {"bird": "crest"}),
    "Fiend": ("figure", FIEND),
    "Fairy": ("figure", FAIRY),
    "Insect": ("insect", {}),
    "Dinosaur": ("dinosaur", {}),
    "Reptile": ("lizard", {}),
    "Fish": ("fish", {}),
    "Sea Serpent": ("serpent", {"fins": True}),
    "Machine": ("robot", {}),
    "Thunder": ("orb_spirit", {"bolts": True}),
    "Aqua": ("water_spirit", {}),
    "Pyro": ("flame_spirit", {}),
    "Rock": ("rock", {}),
    "Plant": ("vine", {}),
}

# Non-monster cards: what the card does, drawn by spells.py.  (pattern, drawer, options)
SPELLS: list[tuple[str, str, dict]] = [
    (r"raigeki", "bolts", {"count": 4}),
    (r"sparks", "bolts", {"count": 1}),
    (r"dark hole", "pit", {}),
    (r"hinotama", "fire", {"count": 3}),
    (r"final flame", "fire", {"burst": True}),
    (r"tremendous fire", "fire", {"wall": True, "ball": True}),
    (r"ookazi", "fire", {"wall": True}),
    (r"red medicine", "potion", {"liquid": (220, 40, 60)}),
    (r"goblin's secret remedy", "potion", {"liquid": (80, 200, 90), "cross": True}),
    (r"soul of the pure", "rays", {"soul": True}),
    (r"dian keto", "rays", {"heal": True, "light": (190, 255, 200)}),
    (r"dark-piercing light", "rays", {"clouds": True}),
    (r"breath of light", "rays", {"wind": True, "light": (220, 255, 240)}),
    (r"mooyan curry", "bowl", {}),
    (r"hamburger", "bowl", {"burger": True}),
    (r"swords of revealing light", "light_swords", {}),
    (r"spellbinding circle", "circle", {}),
    (r"shadow spell", "special", {"special": "shadow_spell"}),
    (r"crush card", "special", {"special": "crush"}),
    (r"eradicating aerosol", "special", {"special": "aerosol"}),
    (r"stain storm", "special", {"special": "storm"}),
    (r"warrior elimination", "special", {"special": "broken_sword"}),
    (r"eternal rest", "special", {"special": "tomb"}),
    (r"eternal draught", "special", {"special": "drought"}),
    (r"feather duster", "special", {"special": "feather"}),
    (r"stop defense", "special", {"special": "broken_shield"}),
    (r"cursebreaker", "special", {"special": "seal"}),
    (r"dragon capture jar", "jar_spell", {}),
    # equips: the item they name
    (r"kunai", "equip_weapon", {"item": "kunai"}),
    (r"legendary sword", "equip_weapon", {"item": "sword", "legend": True}),
    (r"sword of dark", "equip_weapon", {"item": "sword"}),
    (r"axe", "equip_weapon", {"item": "axe"}),
    (r"bow and arrow", "equip_weapon", {"item": "bow"}),
    (r"electro-whip", "equip_weapon", {"item": "whip"}),
    (r"horn of the unicorn", "equip_weapon", {"item": "horn", "horn_col": (250, 240, 255), "bend": 0.4}),
    (r"horn of light", "equip_weapon", {"item": "horn", "horn_col": (255, 240, 150), "shine": True}),
    (r"beast fangs", "equip_weapon", {"item": "fangs"}),
    (r"steel shell", "equip_weapon", {"item": "shell"}),
    (r"black pendant", "equip_weapon", {"item": "pendant"}),
    (r"dark energy", "equip_weapon", {"item": "orb", "orb": (110, 40, 170)}),
    (r"elf's light", "equip_weapon", {"item": "orb", "orb": (250, 250, 200)}),
    (r"power of kaishin", "equip_weapon", {"item": "orb", "orb": (60, 140, 240)}),
    (r"violet crystal", "equip_weapon", {"item": "crystal"}),
    (r"book of secret arts", "equip_weapon", {"item": "book"}),
    (r"cyber shield", "equip_weapon", {"item": "shield"}),
    (r"laser cannon", "equip_weapon", {"item": "cannon"}),
    (r"vile germs", "equip_weapon", {"item": "germs"}),
    (r"winged trumpeter", "equip_weapon", {"item": "trumpet"}),
    (r"megamorph", "equip_weapon", {"item": "arrow_up", "orb": (250, 200, 60)}),
    (r"metalmorph", "equip_weapon", {"item": "orb", "orb": (190, 200, 215)}),
    (r"machine conversion", "equip_weapon", {"item": "factory"}),
    (r"magical labyrinth", "equip_weapon", {"item": "maze"}),
    (r"dragon treasure", "equip_weapon", {"item": "chest"}),
    (r"follow wind", "equip_weapon", {"item": "wind"}),
    (r"raise body heat", "equip_weapon", {"item": "heat"}),
    (r"invigoration", "equip_weapon", {"item": "heart"}),
    (r"mystical moon", "equip_weapon", {"item": "moon"}),
    (r"malevolent nuzzler", "equip_weapon", {"item": "nose"}),
    (r"elegant egotist", "equip_weapon", {"item": "mirror"}),
    (r"salamandra", "equip_weapon", {"item": "sword", "fire": True}),
    (r"bright castle", "bright_castle", {}),
    # fields
    (r"^forest$", "field_land", {"land": "forest"}),
    (r"^wasteland$", "field_land", {"land": "wasteland"}),
    (r"^mountain$", "field_land", {"land": "mountain"}),
    (r"^sogen$", "field_land", {"land": "sogen"}),
    (r"^umi$", "field_land", {"land": "umi"}),
    (r"^yami$", "field_land", {"land": "yami"}),
    # traps
    (r"bear trap", "trap_scene", {"trap": "jaws"}),
    (r"acid trap hole", "trap_scene", {"trap": "acid"}),
    (r"eatgaboon", "trap_scene", {"trap": "mouth"}),
    (r"invisible wire", "trap_scene", {"trap": "wire"}),
    (r"adhesive tape", "trap_scene", {"trap": "tape"}),
    (r"goblin fan", "trap_scene", {"trap": "fan"}),
    (r"widespread ruin", "trap_scene", {"trap": "ruin"}),
    (r"simochi", "trap_scene", {"trap": "skull_potion"}),
    (r"reverse trap", "trap_scene", {"trap": "reverse"}),
    (r"fake trap", "trap_scene", {"trap": "fake"}),
]


# Materials a name states (first match wins): the body is painted in the material (a figure's skin too)
# and the composer records it, so the likeness rules below can ask for it.
MATERIALS: list[tuple[str, str]] = [
    (r"metal|steel|\biron\b", "metal"),
    (r"\bsand\b", "sand"),
    (r"(?<!sand )stone|\brock\b|granite|boulder|golem", "stone"),
]

# Shape variations each drawer offers, as axes of alternatives (lexicon data, read by
# tools/card_art/designs.py): where two monsters would share one design (body, coarse palette, props),
# the later one (by id) takes the first combination of alternatives that is free, never changing a key
# its name fixes (a named weapon, wings, heads, material). "figure:head" entries serve figures by head
# ("figure:caster": a robed human), "dragon:pose" entries dragons by pose, "insect:kind" insects by kind.
_HUMAN_AXES = [("hat", ("horned", "crown", "hair", "hood", "helmet")), ("cape", (True,)), ("shield", (True,)),
               ("spikes", (True,)), ("weapon", ("spear", "axe", "mace", "trident", "greatsword")),
               ("robe", (True,))]
VARIANT_AXES: dict[str, list[tuple[str, tuple]]] = {
    "figure:demon": [("hat", ("horned", "crown", "hood")), ("wings", (False,)), ("cape", (True,)),
                     ("robe", (True,)), ("spikes", (True,)),
                     ("weapon", ("scythe", "flame", "orb", "trident", "mace", "axe", "spear")), ("tail", (False,))],
    "figure:human": _HUMAN_AXES,
    "figure:caster": [("hat", ("hood", "wizard", "crown")), ("cape", (True,)), ("weapon", ("orb", "wand", "staff", "harp")),
                      ("long_hair", (True,)), ("halo", (True,))],
    "figure:robot": [("spikes", (True,)), ("cape", (True,)), ("shield", (True,)), ("hat", ("horned", "helmet", "crown")),
                     ("weapon", ("greatsword", "claw", "mace", "spear", "orb", "trident"))],
    "figure:skull": [("hat", ("horned", "hood", "crown")), ("cape", (True,)), ("shield", (True,)), ("robe", (True,)),
                     ("spikes", (True,)), ("weapon", ("axe", "mace", "spear", "trident"))],
    "figure:clown": [("hat", ("crown", "witch", "wizard", "hood")), ("robe", (True,)), ("cape", (True,)),
                     ("weapon", ("wand", "orb", "claw", "flame", "mace"))],
    "figure:zombie": [("hat", ("hood", "horned", "crown")), ("robe", (True,)), ("cape", (True,)), ("spikes", (True,)),
                      ("weapon", ("axe", "mace", "spear", "sword"))],
    "figure:beast": [("hat", ("horned", "helmet", "crown")), ("cape", (True,)), ("shield", (True,)), ("spikes", (True,)),
                     ("weapon", ("spear", "mace", "trident", "sword"))],
    "figure:elf": [("hat", ("crown", "hood")), ("cape", (True,)), ("weapon", ("staff", "wand", "harp"))],
    "figure": _HUMAN_AXES,
    "quadruped": [("spikes", (True,)), ("fangs", (True,)), ("horn", (True,))],
    "dinosaur": [("spikes", (True,)), ("horn", (True,)), ("frill", (True,)), ("tail_tip", ("club", "spade"))],
    "rock": [("spikes", (True,)), ("horn", (True,)), ("moss", (True,)), ("runes", (True,))],
    "serpent": [("spikes", (True,)), ("hood", (True,)), ("horn", (True,)), ("frill", (True,))],
    "fish": [("spikes", (True,)), ("stripes", (True,)), ("horn", (True,))],
    "dragon:quadruped": [("tail_tip", ("spade", "club")), ("frill", (True,)), ("spikes", (True,)), ("horns3", (True,))],
    "dragon": [("horns3", (True,)), ("frill", (True,))],
    "eastern_dragon": [("antlers", (True,)), ("spikes", (True,)), ("pearl", (True,)), ("frill", (True,))],
    "worm": [("spikes", (True,)), ("horn", (True,)), ("fangs", (True,))],
    "insect:spider": [("spikes", (True,)), ("horn", (True,))],
    "lizard": [("frill", (True,)), ("spikes", (True,)), ("horn", (True,))],
    "tank": [("twin", (True,)), ("missiles", (True,)), ("drill", (True,))],
    "water_spirit": [("crest", (True,)), ("bubbles", (True,)), ("rain", (True,))],
    "turtle": [("spikes", (True,))],
    "bird": [("long_tail", (True,)), ("crown", (True,))],
    "insect:beetle": [("stag", (True,)), ("spikes", (True,))],
    "insect:bug": [("spikes", (True,))],
}
# Drawers with no alternatives of their own (objects, spirits, most sea life) take these, worn on the
# silhouette they painted (tools/card_art/variants.py): spines along the top, two horns, a ring above.
GENERIC_AXES = [("ridge", (True,)), ("horns2", (True,)), ("ring", (True,))]
for _subject in ("turtle", "quadruped", "insect:bug", "bird", "water_spirit"):
    VARIANT_AXES[_subject] = VARIANT_AXES[_subject] + GENERIC_AXES
# When the axes are spent: the body colour turned round the colour wheel (a named colour keeps its hue
# and is made lighter or darker instead), a step at a time.
TINTS = (1, 2, 3, 4, 5)


def material(name: str) -> str | None:
    """Returns the material a monster's name states (metal, sand, stone), or None."""
    low = name.lower()
    return next((m for pattern, m in MATERIALS if re.search(pattern, low)), None)


def match_subject(name: str, type_name: str) -> tuple[str, dict, bool]:
    """Returns (subject, options, matched): the first lexicon hit, else the type's body plan.

    A figure's name can still arm or armour it: an "Armored Zombie" wears plate, a "Zombie
    Warrior" carries a sword.
    """
    low = name.lower()
    for pattern, subject, opts in SUBJECTS:
        if re.search(pattern, low):
            opts = dict(opts)
            if re.search(r"armou?red|\barmor\b", low):
                opts["armor"] = True
            if (subject == "figure" and re.search(r"warrior|soldier|swordsman|fighter", low)
                    and opts.get("weapon") in (None, "claw")):
                opts["weapon"] = "sword"
            return subject, opts, True
    subject, opts = TYPE_PLAN.get(type_name, ("figure", WARRIOR))
    return subject, dict(opts), False


EYE_WORDS = {"blue": (90, 170, 255), "red": (255, 50, 40), "one": (255, 230, 90)}


def modifiers(name: str) -> dict:
    """Returns every modifier the name's words call for (later colours win over earlier ones).

    "Blue-eyes" and "Red-eyes" colour the eyes, not the body: they are cut out before colours.
    """
    low = name.lower()
    out: dict = {}
    eyes = re.search(r"(\w+)-eye[sd]?", low)
    if eyes:
        if eyes.group(1) in EYE_WORDS:
            out["eye"] = EYE_WORDS[eyes.group(1)]
        if eyes.group(1) == "blue":  # every Blue-eyes is a white beast
            out["colour"] = "white"
        low = low.replace(eyes.group(0), " ")
    for pattern, opts in MODIFIERS:
        if re.search(pattern, low):
            out.update(opts)
    return out


def match_spell(name: str) -> tuple[str, dict] | None:
    """Returns the (drawer, options) of a non-monster card's effect picture, or None."""
    low = name.lower()
    for pattern, drawer, opts in SPELLS:
        if re.search(pattern, low):
            return drawer, dict(opts)
    return None


# Likeness rules: what a card's name (and type) counts or names, which its picture must show.
# Each rule is (rule id, name pattern or None, type or None, requirement). Requirements:
#   heads / eyes / arms / legs: exactly that many of the part are drawn (eyes_at_least: at least);
#   wings: at least that many wings are drawn;
#   props: each object is drawn (held by the subject, or beside it);
#   plans: the body plan drawn is one of these (a "dragon.*" entry allows any dragon pose but those
#   listed in not_plans). The composer reads these rules (compose.describe) and the art build records the
#   parts each drawer placed, so tests/art/test_likeness.py checks every card against every rule.
DRAGON_PLANS = ("dragon.quadruped", "dragon.flying", "dragon.wyvern", "dragon.sea", "dragon.machine",
                "dragon.skeletal", "eastern_dragon", "serpent")
LIKENESS: list[tuple[str, str | None, str | None, dict]] = [
    ("two_heads", r"twin-headed|two-headed", None, {"heads": 2}),
    ("three_heads", r"three-headed|tri-headed|ultimate dragon", None, {"heads": 3}),
    ("one_eye", r"hitotsu-me|one-eyed|cyclops", None, {"eyes": 1}),
    ("third_eye", r"third eye", None, {"eyes": 3}),
    ("clock", r"time wizard|\bclock", None, {"props": ["clock"]}),
    ("hourglass", r"hourglass", None, {"props": ["hourglass"]}),
    ("sword", r"\bsword\b|swordsman|swordstalker|swordmistress", None, {"props": ["sword"]}),
    ("shield", r"shield", None, {"props": ["shield"]}),
    ("jar", r"\bjar\b|\bpot\b", None, {"props": ["jar"]}),
    ("axe", r"\baxe\b", None, {"props": ["axe"]}),
    ("mirror", r"mirror", None, {"props": ["mirror"]}),
    ("lamp", r"\blamp\b", None, {"props": ["lamp"]}),
    ("mask", r"\bmask(ed)?\b", None, {"props": ["mask"]}),
    ("candle", r"candle", None, {"props": ["candle"]}),
    ("chain", r"\bchain\b", None, {"props": ["chain"]}),
    ("book", r"\bbooks?\b", None, {"props": ["book"]}),
    ("harp", r"\bharp\b", None, {"props": ["harp"]}),
    ("cannon", r"cannon", None, {"props": ["cannon"]}),
    ("egg", r"\begg\b", None, {"props": ["egg"]}),
    ("hand", r"\bhand\b", None, {"props": ["hand"]}),
    ("winged", r"winged|\bwings?\b|firewing", None, {"wings": 2}),
    ("winged_beast", None, "Winged Beast", {"wings": 2}),
    ("three_sisters", r"lady sisters", None, {"heads": 3}),
    ("forbidden_arm", r"arm of the forbidden", None, {"arms": 1, "plans": ["limb"]}),
    ("forbidden_leg", r"leg of the forbidden", None, {"legs": 1, "plans": ["limb"]}),
    ("exodia", r"^exodia the forbidden$", None, {"heads": 1, "arms": 2, "plans": ["figure"]}),
    ("wyvern", r"wyvern|koumori|baby dragon|petit dragon|tyhone #2", None, {"plans": ["dragon.wyvern"]}),
    ("sea_dragon", r"sea dragon|seadra|sea king dragon|kairyu", None,
     {"plans": ["dragon.sea", "eastern_dragon", "serpent"]}),
    ("serpent", r"serpent|\bsnake\b(?! hair)|viper|cobra", None,
     {"plans": ["serpent", "eastern_dragon", "dragon.sea"]}),
    ("machine_dragon", r"dragon", "Machine", {"plans": ["dragon.machine"]}),
    ("dragon_not_biped", None, "Dragon", {"plans": list(DRAGON_PLANS)}),
    ("fish_type", None, "Fish", {"plans": ["fish", "mermaid"]}),
    ("sea_serpent_type", None, "Sea Serpent", {"plans": ["eastern_dragon", "serpent", "dragon.sea", "octopus"]}),
    ("dinosaur_type", None, "Dinosaur", {"plans": ["dinosaur", "lizard", "quadruped", "dragon.quadruped"]}),
    # materials and armour the name states
    ("metal", r"metal|steel|\biron\b", None, {"material": "metal"}),
    ("sand", r"\bsand\b", None, {"material": "sand"}),
    ("stone", r"(?<!sand )stone|\brock\b|granite|boulder", None, {"material": "stone"}),
    ("flame", r"flame|\bfire\b|firegrass|blaze|\blava\b|inferno|burning", None, {"props": ["flame"]}),
    ("armour", r"armou?red|\barmor\b|armaill", None, {"props": ["armor"]}),
    # animals the name names: the body plan is that animal's
    ("wolf", r"\bwolf\b|\bdog\b|hound", None, {"plans": ["quadruped"]}),
    ("big_cat", r"\blion\b|\btiger\b(?! axe)", None, {"plans": ["quadruped", "turtle"]}),
    ("turtle_bird", r"turtle bird", None, {"plans": ["turtle"], "wings": 2}),
    ("sea_kamen", r"kamen", None, {"props": ["mask"]}),
    ("clown", r"clown(?! zombie)|jester", None, {"plans": ["figure", "tree"]}),
    ("skull_bird", r"skull ?(red )?bird", None, {"plans": ["bird"], "props": ["skull"]}),
    ("crowned_bird", r"queen bird|winged crown", None, {"plans": ["bird"], "props": ["crown"]}),
    ("sunbird", r"sunbird", None, {"plans": ["bird"], "props": ["sun"]}),
    ("bird", r"(?<!turtle )\bbird\b|eagle|\bhawk\b|\bcrow\b", None, {"plans": ["bird"], "wings": 2}),
    ("spider", r"spider", None, {"plans": ["insect", "mech_spider"]}),
    ("turtle", r"turtle|tortoise", None, {"plans": ["turtle"]}),
    ("fish", r"\bfish\b|shark", None, {"plans": ["fish"]}),
    ("scorpion", r"scorpion", None, {"plans": ["insect", "mech_spider"]}),
    ("shovel", r"shovel", None, {"props": ["shovel"]}),
    ("javelin", r"javelin|\bspear\b", None, {"props": ["spear"]}),
    ("dice", r"\bdice\b", None, {"props": ["dice"]}),
    ("dung_ball", r"korogashi|dung beetle", None, {"props": ["ball"]}),
    ("insect_soldiers", r"insect soldiers", None, {"plans": ["insect"]}),
    ("spiked", r"spiked", None, {"props": ["spikes"]}),
    ("three_legs", r"three-legged", None, {"legs": 3}),
    ("twins", r"gemini|\btwins\b", None, {"heads": 2}),
    ("named_eye", r"\beye\b(?!s)", None, {"eyes_at_least": 1}),
    ("zoa", r"\bzoa\b|metalzoa", None, {"plans": ["figure"], "props": ["armor"]}),
    ("beak", r"parrot|beaked", None, {"props": ["beak"]}),
    ("rabbit", r"rabbit", None, {"plans": ["quadruped"], "props": ["ears"]}),
    ("needles", r"needle worm", None, {"props": ["spikes"]}),
    ("meteor", r"meteor", None, {"plans": list(DRAGON_PLANS), "props": ["meteor"]}),
]


def likeness(name: str, type_name: str) -> dict[str, dict]:
    """Returns {rule id: requirement} of every likeness rule the card's name and type meet."""
    low = name.lower()
    out = {}
    for rule, pattern, type_is, need in LIKENESS:
        if pattern is not None and not re.search(pattern, low):
            continue
        if type_is is not None and type_name != type_is:
            continue
        out[rule] = need
    return out


_COUNTED = (("heads", "head"), ("eyes", "eye"), ("arms", "arm"), ("legs", "leg"))


def unmet(need: dict, drawn: dict) -> list[str]:
    """Returns what a picture's drawn record (the manifest entry: plan, parts) lacks of a likeness
    requirement, one phrase per miss; empty when the picture shows what the name calls for."""
    parts = drawn.get("parts", {})
    misses = [f"{parts.get(part, 0)} {part}(s) drawn, name counts {need[key]}"
              for key, part in _COUNTED if key in need and parts.get(part, 0) != need[key]]
    if "eyes_at_least" in need and parts.get("eye", 0) < need["eyes_at_least"]:
        misses.append(f"{parts.get('eye', 0)} eye(s) drawn, name names one")
    if "wings" in need and parts.get("wing", 0) < need["wings"]:
        misses.append(f"{parts.get('wing', 0)} wing(s) drawn, name calls for {need['wings']}")
    misses += [f"no {prop} drawn" for prop in need.get("props", ()) if not parts.get(prop)]
    if "material" in need and drawn.get("material") != need["material"]:
        misses.append(f"drawn in {drawn.get('material') or 'no material'}, name says {need['material']}")
    if "plans" in need and drawn.get("plan") not in need["plans"]:
        misses.append(f"drawn as {drawn.get('plan')!r}, not one of {need['plans']}")
    return misses
