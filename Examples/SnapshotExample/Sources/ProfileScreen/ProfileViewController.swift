import UIKit

/// A profile screen: a coloured header, a round avatar with initials, the name, a short bio and a
/// Follow button that toggles. Laid out with Auto Layout against the safe area, as an iOS app would.
public final class ProfileViewController: UIViewController {
    public let header = UIView()
    public let avatar = UIView()
    public let initials = UILabel()
    public let nameLabel = UILabel()
    public let bioLabel = UILabel()
    public let followButton = UIButton(type: .system)
    public private(set) var isFollowing = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        header.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)
        avatar.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
        avatar.layer.cornerRadius = 48
        avatar.layer.borderWidth = 4
        avatar.layer.borderColor = UIColor.white.cgColor
        initials.text = "AL"
        initials.textColor = .white
        initials.font = .boldSystemFont(ofSize: 32)
        initials.textAlignment = .center
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 24)
        nameLabel.textAlignment = .center
        bioLabel.text = "Wrote the first program for the Analytical Engine."
        bioLabel.font = .systemFont(ofSize: 15)
        bioLabel.textColor = .darkGray
        bioLabel.numberOfLines = 0
        bioLabel.textAlignment = .center
        followButton.setTitle("Follow", for: .normal)
        followButton.addAction(UIAction { [unowned self] _ in self.toggleFollow() }, for: .touchUpInside)

        for v in [header, avatar, nameLabel, bioLabel, followButton] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        initials.translatesAutoresizingMaskIntoConstraints = false
        avatar.addSubview(initials)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: 100),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.centerYAnchor.constraint(equalTo: header.bottomAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 96),
            avatar.heightAnchor.constraint(equalToConstant: 96),
            initials.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
            initials.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            nameLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            bioLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 32),
            bioLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -32),
            followButton.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 20),
            followButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    /// Follows or unfollows: the button's title says what a tap will do next.
    public func toggleFollow() {
        isFollowing.toggle()
        followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal)
    }
}
